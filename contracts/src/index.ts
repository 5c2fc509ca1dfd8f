// Contracts shared by functions/ and hosting/: callable names, payload types and JSON Schemas.
export {};
