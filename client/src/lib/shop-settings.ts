import { graphql } from '../gql';

/**
 * The shop's time zone (SHOP_TIMEZONE on the server) and name (the shop settings): every date is shown
 * in the zone, on the server's HTML and in every browser alike. Pages that show dates also
 * select `shop { timeZone }` in their own query, so it arrives with them (and is in the server
 * render's serialized cache). Codegen reads the operation here; lib/dates.ts runs it with the
 * generated `ShopSettingsDocument`.
 */
export const ShopSettingsOperation = graphql(`
  query ShopSettings {
    shop {
      timeZone
      name
    }
  }
`);
