// What others may use of intake: nothing (its screen is reached through routes.ts).
export {};
