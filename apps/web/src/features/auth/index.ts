// Nothing of sign-in and sign-up is used by other features; the screens are reached through
// ./routes.ts. What another feature may use goes here.
export {};
