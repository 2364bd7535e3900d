import { number, ref, string } from 'yup';
import { message } from './messages';
import { englishOnlyPattern } from './rules';

export const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = () => string().trim().required().matches(emailPattern, message('email'));

/** 6 to 20 characters mixing letters and digits (SPEC §5). */
export const passwordField = () => string().required().matches(passwordPattern, message('password'));

export const confirmPasswordField = (passwordFieldName = 'password') =>
  string()
    .required()
    .oneOf([ref(passwordFieldName)], message('confirmPassword'));

export const verificationCodeField = () =>
  string()
    .trim()
    .required()
    .matches(/^\d{6}$/, message('code'));

/** Required with the spec's '*請輸入' + label message. */
export const requiredText = (label = '') => string().trim().required(message('requiredField', { label }));

/**
 * A discount code to claim (SPEC §5: it must be filled): letters, digits, `-` and `_`, at most 32, as the API's
 * `CouponCode` accepts; anything else gets the global pattern message before a request is made.
 */
export const couponCodeField = () =>
  string()
    .trim()
    .required(message('couponCode'))
    .max(32)
    .matches(/^[A-Za-z0-9_-]+$/);

export const numberField = () => number().typeError(message('number'));

export const englishOnlyField = () => string().matches(englishOnlyPattern, message('englishOnly'));
