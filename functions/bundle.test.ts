// The callables' codebase must not load the web server: a callable's cold start would pay for
// React. And a function loads only its own code: no store in what every instance loads, and
// nothing of the image pipeline, the exports or the mail in a visitor's function (decision 038).
// Reads the esbuild metafile that build.ts writes, so it runs after `npm run build`.
import { describe, expect, it } from 'vitest';
import {
  deployedFunctions,
  entryCode,
  functionCode,
  readMetafile,
  VISITOR_FUNCTIONS,
  wholeCode,
} from './chunks';

// React, React Router, and React Router's server build (a virtual module until bundled).
const SERVER_IMPORTS = /^(react|react-dom|react-router|@react-router\/[^/]+)(\/|$)|server-build/;

/**
 * Packages that cost a visitor's call its cold start and serve none: images, ZIPs, queues, files,
 * the share cards' renderer.
 */
const HEAVY_PACKAGES =
  /^(sharp|fflate|qrcode|satori|@resvg\/resvg-js|firebase-admin\/(storage|functions)|@google-cloud\/(storage|tasks))(\/|$)/;
/** The Firestore SDK, and the trigger provider that loads it as it is imported. */
const FIRESTORE = /^firebase-(admin|functions\/v2)\/firestore(\/|$)/;
const FIRESTORE_PACKAGES = ['firebase-admin/firestore', 'firebase-functions/v2/firestore'];
/** Features whose code is heavy or reaches heavy packages: images, exports, mail, accounts, cards. */
const HEAVY_FEATURES = /^src\/(images|exports|notifications|account|accountDeletion|cards)\//;

describe('the functions bundle (lib/)', () => {
  const metafile = readMetafile();

  it('imports neither React, React Router nor the server build', () => {
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports);
    expect(imports.map((entry) => entry.path).filter((p) => SERVER_IMPORTS.test(p))).toEqual([]);
  });

  it('bundles no module of hosting/, the server build included', () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((input) => /(^|\/)hosting\/|server-build/.test(input))).toEqual([]);
  });
});

describe('what each function loads', () => {
  const metafile = readMetafile();
  const modules = new Map(deployedFunctions().map((f) => [f.name, f.module]));

  it('loads no store, no heavy package and no handler code before a call', () => {
    const entry = entryCode(metafile);
    expect(entry.modules.filter((m) => m.endsWith('/store.ts'))).toEqual([]);
    expect(entry.packages.filter((p) => HEAVY_PACKAGES.test(p))).toEqual([]);
    // The handlers' own modules are chunks of their own, imported on the first call.
    expect(entry.modules).not.toContain('src/messages/send.ts');
    expect(entry.modules).not.toContain('src/images/processImage.ts');
  });

  it('declares every function without Firestore or any feature’s code', () => {
    const entry = entryCode(metafile);
    // The Firestore SDK, directly or through the Firestore trigger provider, which loads it.
    expect(entry.packages.filter((p) => FIRESTORE.test(p))).toEqual([]);
    // Of functions/src, only the wiring, the platform, the declarations themselves and what they
    // name from modules that import nothing (a schedule's hour, a task's timeout): no feature's
    // store, domain or trigger handler.
    const declarations = new Set(deployedFunctions().map((f) => f.module));
    const features = entry.modules.filter(
      (m) =>
        m.startsWith('src/') &&
        m !== 'src/index.ts' &&
        !m.startsWith('src/platform/') &&
        !declarations.has(m) &&
        metafile.inputs[m]!.imports.length > 0,
    );
    expect(features).toEqual([]);
    expect(entry.modules).not.toContain('src/platform/firestore.ts');
    expect(entry.modules).not.toContain('src/platform/abuseGate.ts');
  });

  it('sees Firestore and the features’ code where they belong, so the check above can fail', () => {
    const whole = wholeCode(metafile);
    expect(whole.packages.filter((p) => FIRESTORE.test(p)).sort()).toEqual(FIRESTORE_PACKAGES);
    // A trigger loads the Firestore provider and its handlers on its first event.
    const trigger = functionCode(metafile, modules.get('onSpaceWritten')!);
    expect(trigger.packages).toEqual(expect.arrayContaining([...FIRESTORE_PACKAGES]));
    expect(trigger.modules).toEqual(
      expect.arrayContaining(['src/spaces/syncPublicSpace.ts', 'src/spaces/store.ts']),
    );
  });

  it.each(VISITOR_FUNCTIONS)("%s reaches no heavy package and no heavy feature's code", (name) => {
    const code = functionCode(metafile, modules.get(name)!);
    // Beyond the declarations every instance loads (checked above).
    const declared = new Set(entryCode(metafile).modules);
    const loaded = code.modules.filter((m) => !declared.has(m));
    expect(loaded.length).toBeGreaterThan(0);
    expect(code.packages.filter((p) => HEAVY_PACKAGES.test(p))).toEqual([]);
    expect(loaded.filter((m) => HEAVY_FEATURES.test(m))).toEqual([]);
  });

  it('sees the heavy packages where they belong, so the checks above can fail', () => {
    expect(functionCode(metafile, modules.get('processImageUpload')!).packages).toContain('sharp');
    expect(functionCode(metafile, modules.get('exportSpace')!).packages).toContain('fflate');
    expect(functionCode(metafile, modules.get('renderCard')!).packages).toEqual(
      expect.arrayContaining(['satori', '@resvg/resvg-js']),
    );
    expect(functionCode(metafile, modules.get('sendForm')!).modules).toContain(
      'src/messages/send.ts',
    );
    // The send forms reach each feature's store through its visitor writes, imported lazily.
    expect(functionCode(metafile, modules.get('sendForm')!).modules).toEqual(
      expect.arrayContaining(['src/messages/store.ts', 'src/boards/postStore.ts']),
    );
    expect(wholeCode(metafile).packages).toEqual(
      expect.arrayContaining(['sharp', 'fflate', 'firebase-admin/storage']),
    );
  });
});
