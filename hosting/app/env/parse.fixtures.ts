// What the tests of the server's configuration share: a deployment's variables, complete but for
// the site origin, which each test sets (or leaves out) for what it proves.
export const ENV_SOURCE = {
  SPACES_FIREBASE_API_KEY: 'key',
  SPACES_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  SPACES_FIREBASE_PROJECT_ID: 'demo-spaces',
  SPACES_FIREBASE_STORAGE_BUCKET: 'demo-spaces.appspot.com',
  SPACES_FIREBASE_MESSAGING_SENDER_ID: '1',
  SPACES_FIREBASE_APP_ID: '1:1:web:1',
  SPACES_OPERATOR_NAME: 'Operator',
  SPACES_OPERATOR_REPRESENTATIVE: 'Rep',
  SPACES_OPERATOR_ADDRESS: 'Tokyo',
  SPACES_OPERATOR_PHONE: '03',
  SPACES_OPERATOR_EMAIL: 'a@b.example',
  SPACES_OPERATOR_HOURS: '10-18',
};
