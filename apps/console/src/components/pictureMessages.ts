/** The picture field's text (banners, game icons), spread into the console's dictionaries (en.ts, ur.ts). */
export const pictureEn = {
  'picture.upload': 'Upload picture',
  'picture.uploading': 'Uploading…',
  'picture.kinds': 'PNG, JPEG, WebP or GIF. Or paste a picture’s address.',
  'picture.preview': 'Picture preview',
  'picture.uploaded': 'Uploaded: {{width}} × {{height}} pixels, {{size}} KB.',
  'picture.clear': 'Remove picture',
} as const;

export const pictureUr: Record<keyof typeof pictureEn, string> = {
  'picture.upload': 'تصویر اپ لوڈ کریں',
  'picture.uploading': 'اپ لوڈ ہو رہی ہے…',
  'picture.kinds': 'PNG، JPEG، WebP یا GIF۔ یا تصویر کا پتہ چسپاں کریں۔',
  'picture.preview': 'تصویر کا پیش منظر',
  'picture.uploaded': 'اپ لوڈ ہو گئی: {{width}} × {{height}} پکسل، {{size}} KB۔',
  'picture.clear': 'تصویر ہٹائیں',
};
