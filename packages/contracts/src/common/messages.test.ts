import { describe, expect, it } from 'vitest';
import { forgotPasswordMessages, loginMessages, otpMessages, signUpMessages } from '../auth/messages.ts';
import { profileMessages } from '../patient/messages.ts';
import { contactMessages } from '../support/messages.ts';

// The other tests assert messages through these constants; this table pins the constants
// themselves to the spec's words (sections 4, 5 and 7), so a typo cannot hide.
describe('messages quoted by the spec', () => {
  it.each<[string, string, string]>([
    ['login', loginMessages.usernameRequired, 'Please enter a email id/phone number'],
    ['login', loginMessages.usernameInvalid, 'Please enter a valid email id/phone number'],
    ['login', loginMessages.passwordRequired, 'Please Enter Password'],
    ['login', loginMessages.passwordShort, 'Password must contain 8 characters'],
    ['forgot password', forgotPasswordMessages.phoneRequired, 'Please enter phone number'],
    ['forgot password', forgotPasswordMessages.phoneInvalid, 'Please enter valid phone number'],
    ['forgot password', forgotPasswordMessages.otpMissing, 'Please enter your OTP'],
    ['forgot password', forgotPasswordMessages.passwordRequired, 'Please input your password!'],
    [
      'forgot password',
      forgotPasswordMessages.passwordWeak,
      'Please enter Password with minimum 8 characters, one lowercase, one number and an special character',
    ],
    ['forgot password', forgotPasswordMessages.confirmRequired, 'Please confirm your password!'],
    [
      'forgot password',
      forgotPasswordMessages.confirmMismatch,
      'Password and confirm password must be same.',
    ],
    ['sign-up', signUpMessages.phoneRequired, 'Please enter phone number'],
    ['sign-up', signUpMessages.phoneInvalid, 'Enter valid phone number'],
    ['sign-up', signUpMessages.firstNameRequired, 'Please enter first name'],
    ['sign-up', signUpMessages.lastNameRequired, 'Please enter last name'],
    ['sign-up', signUpMessages.alphabetOnly, 'Please enter alphabet only'],
    ['sign-up', signUpMessages.emailRequired, 'Please enter email id'],
    ['sign-up', signUpMessages.emailInvalid, 'Please enter valid email id'],
    ['sign-up', signUpMessages.passwordRequired, 'Please enter password'],
    [
      'sign-up',
      signUpMessages.passwordWeak,
      '*Use 8 or more characters with a mix of letters,numbers & symbols',
    ],
    ['sign-up', signUpMessages.confirmRequired, 'Please confirm password!'],
    ['sign-up', signUpMessages.confirmMismatch, 'Password does not match.'],
    ['sign-up', signUpMessages.verifyPhoneToSignUp, 'Please verify your mobile number to sign up.'],
    ['sign-up', signUpMessages.otpMissing, 'Please enter OTP'],
    ['sign-up', signUpMessages.patientIdRequired, 'Please input Patient ID!'],
    ['sign-up', signUpMessages.genderRequired, 'Please enter your gender'],
    ['sign-up', signUpMessages.dobRequired, 'Please input your Date Of Birth!'],
    ['sign-up', signUpMessages.interestRequired, 'Please select interest'],
    ['sign-up', signUpMessages.lmpRequired, 'Please Select LMP Date'],
    ['sign-up', signUpMessages.stageRequired, 'Please Select Menstrual details'],
    ['sign-up', signUpMessages.accountCreated, 'Your account has been successfully created'],
    ['otp', otpMessages.validated, 'OTP validated successfully.'],
    [
      'otp',
      otpMessages.validatedLinkPatient,
      'OTP validated successfully and patient already present. Please link with your Patient ID.',
    ],
    ['profile', profileMessages.nameRequired, 'Required'],
    ['profile', profileMessages.nameInvalid, 'Enter a valid Name'],
    ['profile', profileMessages.phoneRequired, 'Please input your phone number!'],
    ['profile', profileMessages.interestRequired, 'Please pick an interest!'],
    ['profile', profileMessages.stageRequired, 'Please select a Your Stage'],
    ['profile', profileMessages.updated, 'Profile updated successfully.'],
    ['profile', profileMessages.picTooLargeOriginal, 'Original image size exceeds 10 MB limit.'],
    ['profile', profileMessages.picTooLargeCompressed, 'Compressed image size exceeds 1 MB limit.'],
    ['profile', profileMessages.picCompressFailed, 'Error compressing Image'],
    ['profile', profileMessages.fileType, 'Select file type JPG, PNG or PDF file.'],
    ['contact', contactMessages.nameRequired, 'Please enter full name'],
    ['contact', contactMessages.nameInvalid, 'Please enter valid full name'],
    ['contact', contactMessages.phoneRequired, 'Please enter phone number'],
    ['contact', contactMessages.phoneInvalid, 'Please enter valid phone number'],
    ['contact', contactMessages.emailRequired, 'Please enter email id'],
    ['contact', contactMessages.emailInvalid, 'Please enter valid email id'],
  ])('%s: %s', (_screen, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
