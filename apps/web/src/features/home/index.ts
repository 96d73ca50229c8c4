// Nothing of the home page is used by other features; its screens are reached through
// ./routes.ts. What another feature may use goes here.
export {};
