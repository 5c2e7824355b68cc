/** The shop's public contact details (footer, contact page, chat button). */
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
