/** The shop's name when SHOP_NAME is not set: the one place it is written on the server. */
export const DEFAULT_SHOP_NAME = 'Crochet Corner';
