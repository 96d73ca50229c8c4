// What others may use of appointments: nothing yet (its screens are reached through routes.ts).
export {};
