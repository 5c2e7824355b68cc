/**
 * The shop's public contact details: the web client's footer, contact page and chat button
 * (through the `@inputs/*` alias) and the server's packing slips print the same ones.
 */

/** The shop's name until the owner sets one (/admin/settings); everything shown reads the setting (`shop { name }`). */
export const DEFAULT_SHOP_NAME = 'Crochet Corner';

export const CONTACT = {
  phone: '+92 300 1234567',
  whatsapp: '923001234567',
  email: 'hello@crochetcorner.pk',
  address: 'Shop 12, Main Bazaar, Sheikhupura, Punjab, Pakistan',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/crochetcorner.pk' },
    { name: 'Facebook', href: 'https://www.facebook.com/crochetcorner.pk' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@crochetcorner.pk' },
  ],
};
