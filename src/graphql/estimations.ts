/** The estimation screens' documents (issue 16): the staff estimation islands and the customer's savings page only. */
export {
  CreateEstimationFromCartDocument as CREATE_ESTIMATION_FROM_CART,
  CustomerSavingsDocument as CUSTOMER_SAVINGS,
  CustomerSavingsInterestedDocument as CUSTOMER_SAVINGS_INTERESTED,
  EstimationDocument as ESTIMATION,
  EstimationsDocument as ESTIMATIONS,
  OrderEstimationDocument as ORDER_ESTIMATION,
  PreviousEstimationDocument as PREVIOUS_ESTIMATION,
  ProductAlternativesDocument as PRODUCT_ALTERNATIVES,
  ReEstimateDocument as RE_ESTIMATE,
  ShareEstimationDocument as SHARE_ESTIMATION,
  UpdateEstimationDocument as UPDATE_ESTIMATION,
} from '../gql/graphql.ts';
