/**
 * The seven screenshots of the real app (docs/product.md#limits "Screenshots: seven"), written to
 * public/screenshots/ by scripts/screenshots.ts from the running app, never drawn by hand.
 */
export type Screenshot = { file: string; title: string; description: string };

export const SCREENSHOTS: Screenshot[] = [
  {
    file: '/screenshots/1-login.png',
    title: 'Hotel login',
    description: 'Staff sign in with email and password, or try the demo.',
  },
  {
    file: '/screenshots/2-register-guest.png',
    title: 'Register a guest',
    description: 'Only the fields your hotel uses, with up to five passport images.',
  },
  {
    file: '/screenshots/3-guest-list.png',
    title: 'Guest list',
    description: 'Search, date filters, CSV export; guests still in house are highlighted.',
  },
  {
    file: '/screenshots/4-guest-details.png',
    title: 'Guest details',
    description: 'Passport images and every field; edit, print, check out or delete.',
  },
  {
    file: '/screenshots/5-hotel-setup.png',
    title: 'Hotel setup',
    description: 'Choose which guest fields your registration form shows.',
  },
  {
    file: '/screenshots/6-admin-dashboard.png',
    title: 'Admin dashboard',
    description: 'Create hotels and staff accounts, reset passwords, remove users.',
  },
  {
    file: '/screenshots/7-pricing.png',
    title: 'Plans and pricing',
    description: 'Starter, Pro and Enterprise, with a demo on request.',
  },
];

/** The gallery card's image: an 800×500 WebP beside the PNG (scripts/screenshot-thumbnails.ts), a quarter of its bytes. */
export const thumbnailOf = (shot: Screenshot): string => shot.file.replace(/\.png$/, '.thumb.webp');
