/**
 * SPEC §8: what a failed save of the shopper's details or an address says on
 * the form's error line, as the spec writes it (its spelling kept). One
 * constant for the checkout's address form and the profile's forms.
 */
export const SAVE_FAILED = "Something was worng";
