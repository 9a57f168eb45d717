// Shared texts of spec §8 used by several screens.
export const AUTH_FAILED = 'Authentication failed. Please login again.';
export const AUTH_REQUIRED = 'Authentication required. Please login again.';
export const NO_TOKEN = 'No authentication token found';
export const LOGGED_OUT_TEACHER = 'Logged out successfully 👋';
export const LOGGED_OUT = 'Logged out successfully';
