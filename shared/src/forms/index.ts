import './namespace';
import './messages';

export { formsNamespace } from './namespace';
export { showApiRefusal } from './apiRefusal';
export {
  confirmPasswordField,
  couponCodeField,
  emailField,
  englishOnlyField,
  numberField,
  passwordField,
  passwordPattern,
  requiredText,
  verificationCodeField,
} from './schemas';
export { customsIdField, recipientTextField } from './checkout';
export { rememberedMobileCheck, type MobileNumberCheck } from './mobileNumber';
export * from './rules';
