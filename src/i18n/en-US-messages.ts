/** The spec's customer messages in English (kept apart so islands can match them without the whole dictionary). */
export const enMessages = {
  quantityAboveZero: 'Quantity must be above 0',
  quantityPositiveInteger: 'Quantity must be a positive integer',
  quantityBelow: 'Quantity must be below {{limit}}',
  onlyAvailable: 'Only {{max}} products of this type are available!',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  productMissing: "The product that was requested doesn't exist",
  serverDown: 'Server Down! Please Try After Some Time!',
  serverProblem: 'Server Problem! try again after some time!',
  noProducts: 'No products found!',
  searchTooShort: 'Search term at least 3 characters',
};
