// What the account's "Signed-in devices" and email change load with import() when first shown (issue 28):
// no page's first load carries them (the club's bundle budget, issue 13).
export { SignedInDevices } from './SignedInDevices';
export { ChangeEmailForm } from '../ProfileForms/ChangeEmailForm';
