// Nothing of the app-link file is used by other features; its route is in ./routes.ts. What
// another feature may use goes here.
export {};
