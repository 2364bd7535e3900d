/** A real 1×1 PNG: the storage stand-in checks a picture's bytes, not only its declared type. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** That PNG as a file picked in a page's file input. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: onePixelPng });
