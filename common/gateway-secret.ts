/**
 * The header by which the gateway proves it is the gateway when it forwards a customer's address
 * (x-forwarded-for). Its value is GATEWAY_SECRET, shared by the gateway and the upstream; both layers
 * read the header's name from here, so neither imports the other.
 */
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';
