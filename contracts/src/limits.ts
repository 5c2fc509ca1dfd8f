// Every product limit in one place (PRODUCT.md). The server enforces them; the editor shows them.
export const LIMITS = {
  spacesPerUser: 10,
  boardsPerSpace: 20,
  snsLinksPerSpace: 20,
  buttonsPerSpace: 50,
  slugMinLength: 3,
  slugMaxLength: 30,
  displayNameMaxLength: 50,
  bioMaxLength: 500,
  buttonLabelMaxLength: 80,
  /** Long enough for real-world tracking URLs, short enough to keep a space document small. */
  urlMaxLength: 2048,
  /** An SNS entry is a URL or a handle, so it shares the URL bound. */
  snsValueMaxLength: 2048,
  itemIdMaxLength: 40,
} as const;
