/**
 * Shell texts of identity verification used outside its feature: the withdraw form's
 * button to the verification screen when a withdrawal waits for it.
 */
export const identityEn = {
  verify: 'Verify my identity',
};

export const identityUr: typeof identityEn = {
  verify: 'میری شناخت کی تصدیق کریں',
};
