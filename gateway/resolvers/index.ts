import type { Resolvers } from '../generated/resolvers-types.ts';
import { addressResolvers } from './addresses/index.ts';
import { baseResolvers } from './base/index.ts';
import { cartResolvers } from './cart/index.ts';
import { cartShippingResolvers } from './cart/shipping.ts';
import { categoryResolvers, productResolvers } from './catalogue/index.ts';
import { cmsResolvers } from './cms/index.ts';
import { cmsImageResolvers } from './cms-images/index.ts';
import { devResolvers } from './dev/index.ts';
import { alternativesResolvers } from './estimations/alternatives.ts';
import { estimationResolvers } from './estimations/index.ts';
import { externalSignInResolvers } from './external-sign-in/index.ts';
import { giftResolvers } from './gifts/index.ts';
import { jobResolvers } from './jobs/index.ts';
import { leadResolvers } from './leads/index.ts';
import { locationResolvers } from './location/index.ts';
import { newsletterResolvers } from './newsletter/index.ts';
import { notificationResolvers } from './notifications/index.ts';
import { notifyResolvers } from './notify/index.ts';
import { orderMetricsResolvers } from './order-metrics/index.ts';
import { orderResolvers } from './orders/index.ts';
import { passwordResetResolvers } from './password-reset/index.ts';
import { patientResolvers } from './patients/index.ts';
import { paymentResolvers } from './payments/index.ts';
import { prescriptionApprovalResolvers } from './prescription-approval/index.ts';
import { prescriptionResolvers } from './prescriptions/index.ts';
import { retentionResolvers } from './retention/index.ts';
import { searchResolvers } from './search/index.ts';
import { sessionResolvers } from './session/index.ts';
import { staffResolvers } from './staff/index.ts';
import { supportResolvers } from './support/index.ts';
import { ticketResolvers } from './tickets/index.ts';
import { walletResolvers } from './wallet/index.ts';

/** One set per capability, each in its folder (gateway/schema/<capability>.graphql holds its types). */
export const resolvers: Resolvers[] = [
  baseResolvers,
  productResolvers,
  categoryResolvers,
  searchResolvers,
  cartResolvers,
  cartShippingResolvers,
  giftResolvers,
  orderResolvers,
  paymentResolvers,
  sessionResolvers,
  staffResolvers,
  alternativesResolvers,
  orderMetricsResolvers,
  estimationResolvers,
  leadResolvers,
  retentionResolvers,
  addressResolvers,
  locationResolvers,
  patientResolvers,
  prescriptionResolvers,
  prescriptionApprovalResolvers,
  jobResolvers,
  ticketResolvers,
  supportResolvers,
  passwordResetResolvers,
  externalSignInResolvers,
  newsletterResolvers,
  notificationResolvers,
  notifyResolvers,
  walletResolvers,
  cmsResolvers,
  devResolvers,
  cmsImageResolvers,
];
