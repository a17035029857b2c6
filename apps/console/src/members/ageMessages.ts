/** Texts of a member's date of birth on the member page (age check at registration). */
export const memberAgeEn = {
  'member.fact.birthDate': 'Date of birth',
  'member.birthDate.value': '{{date}} (age {{age}})',
  'member.birthDate.none': 'Not given',
} as const;

export const memberAgeUr: Record<keyof typeof memberAgeEn, string> = {
  'member.fact.birthDate': 'تاریخِ پیدائش',
  'member.birthDate.value': '{{date}} (عمر {{age}} سال)',
  'member.birthDate.none': 'درج نہیں',
};
