// What other features may use of the profile: saving it (the tribe picker saves the tribes).
export { useSaveProfile } from './api/save-profile';
