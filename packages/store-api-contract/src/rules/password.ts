/** Smallest accepted password length (recovery confirm); the server's schema and the password forms share it. */
export const passwordMinLength = 8;
