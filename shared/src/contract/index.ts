// Request/response schemas of the v1 API. The API validates with them at run time;
// browser code imports them as types only (`import type`).
export * from './common';
export * from './catalog';
export * from './system';
export * from './cart';
export * from './account';
export * from './shipping';
export * from './payment';
export * from './invoice';
export * from './coupon';
export * from './order';
export * from './kuji';
export * from './kuji-board';
export * from './prize-box';
export * from './drop';
// Link-preview pictures (og:image) of the shop's item pages.
export * from './share-image';
// Error codes and their messages in every language (the API answers with them; clients may recognise them).
export * from './errors';
// Outside v1: run-time settings for the browser (GET /api/client-config).
export * from './client';
// Outside v1: the operator console (/api/admin/v1).
export * from './admin';
// Outside v1: the operator console's orders (/api/admin/v1/orders).
export * from './admin-orders';
// Outside v1: the operator console's catalogue (/api/admin/v1/products, categories, themes, articles, banners).
export * from './admin-catalogue';
// Outside v1: the operator console's kuji campaigns and coupons.
export * from './admin-kuji';
export * from './admin-coupons';
