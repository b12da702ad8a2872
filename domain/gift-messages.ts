/**
 * Free gifts' and price sync's wording (issue 20; the project's own: the spec names the gifts and the
 * 10-minute price check but words no message). Each is also the English resource `gifts.messages.<name>`
 * (src/i18n/resources/en-US/gifts.json; src/i18n/english.test.ts holds them equal), the key the upstream
 * sends beside the message.
 */
export const GIFT_MESSAGES = {
  notByHand: 'A free gift is added by the cart itself: it cannot be added or changed by hand',
  notQualifying: 'This cart does not qualify for that free gift',
  pricesChanged: 'Prices in your cart have changed. Please check them before placing the order',
} as const;
