/** Query keys of the compliance section. */
export const AML_ALERTS_KEY = ['aml-alerts'] as const;
export const amlAlertKey = (alertId: number) => [...AML_ALERTS_KEY, 'one', alertId] as const;
export const AML_RULES_KEY = ['aml-rules'] as const;
export const COMPLIANCE_SCREEN = 'compliance';
