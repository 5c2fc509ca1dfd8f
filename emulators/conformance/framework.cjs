// Stands in for firebase-tools' scripts/integration-helpers/framework.ts when Google's emulator
// suites run against ours (run.ts loads it with hook.cjs). Only "start the emulators" changes:
// `startEmulators(args)` starts this repository's Storage emulator (and Google's Auth emulator
// when the suite asks for `auth`) on the ports of the suite's firebase.json, with its rules,
// `--import` and `--export-on-exit`; the suites' assertions run unchanged.
'use strict';
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const FIREBASE = path.join(ROOT, 'node_modules/.bin/firebase');
const STORAGE_MAIN = path.join(ROOT, 'emulators/src/storage/main.ts');

function option(args, name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Resolves when `child` prints `ready` on stdout; rejects when it exits first. */
function started(child, ready, name) {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (process.env.CONFORMANCE_VERBOSE) process.stderr.write(chunk);
      if (output.includes(ready)) {
        child.stdout.off('data', onData);
        child.stdout.on('data', (more) => {
          if (process.env.CONFORMANCE_VERBOSE) process.stderr.write(more);
        });
        resolve();
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

class EmulatorEndToEndTest {
  constructor(project, workdir, config) {
    this.project = project;
    this.workdir = workdir;
    this.config = config ?? {};
    this.targets = {};
    this.children = [];
    const emulators = this.config.emulators ?? {};
    this.authEmulatorHost = '127.0.0.1';
    this.authEmulatorPort = emulators.auth?.port ?? 0;
    this.storageEmulatorHost = '127.0.0.1';
    this.storageEmulatorPort = emulators.storage?.port ?? 0;
    this.emulatorHubPort = emulators.hub?.port ?? 0;
    this.allEmulatorsStarted = false;
  }

  /** The folder of the suite's firebase.json: the nearest from its workdir up, as the CLI finds it. */
  projectDir() {
    for (let dir = this.workdir; ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'firebase.json'))) return dir;
      if (dir === path.dirname(dir)) throw new Error(`no firebase.json above ${this.workdir}`);
    }
  }

  /** `--rules` arguments: one file, or one per bucket through the deploy targets. */
  rulesArgs() {
    const dir = this.projectDir();
    const storage = JSON.parse(readFileSync(path.join(dir, 'firebase.json'), 'utf8')).storage;
    if (!storage) return [];
    if (!Array.isArray(storage)) return ['--rules', path.join(dir, storage.rules)];
    const rc = path.join(dir, '.firebaserc');
    const fromRc = existsSync(rc)
      ? (JSON.parse(readFileSync(rc, 'utf8')).targets?.[this.project]?.storage ?? {})
      : {};
    const targets = { ...fromRc, ...this.targets };
    return storage.flatMap(({ target, rules }) =>
      (targets[target] ?? []).flatMap((bucket) => [
        '--rules',
        `${bucket}=${path.join(dir, rules)}`,
      ]),
    );
  }

  async startEmulators(args = []) {
    const only = (option(args, '--only') ?? 'storage').split(',');
    const resolveDir = (dir) => dir && path.resolve(this.workdir, dir);
    const data = resolveDir(option(args, '--import'));
    const exportDir = resolveDir(option(args, '--export-on-exit'));
    if (only.includes('auth') && this.authEmulatorPort) await this.startAuth();
    if (only.includes('storage')) {
      const storageArgs = [
        '--import',
        'tsx',
        STORAGE_MAIN,
        '--port',
        String(this.storageEmulatorPort),
        '--project',
        this.project,
        ...this.rulesArgs(),
        ...(data ? ['--import', data] : []),
        ...(exportDir ? ['--export-on-exit', exportDir] : []),
      ];
      const child = spawn(NODE, storageArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      this.children.push(child);
      await started(child, 'Storage emulator ready', 'the Storage emulator');
    }
    this.allEmulatorsStarted = true;
  }

  /** Google's Auth emulator (this repository's firebase-tools), alone, on the suite's port. */
  async startAuth() {
    const dir = mkdtempSync(path.join(tmpdir(), 'conformance-auth-'));
    const config = path.join(dir, 'firebase.json');
    writeFileSync(
      config,
      JSON.stringify({
        emulators: { auth: { port: this.authEmulatorPort }, ui: { enabled: false } },
      }),
    );
    const child = spawn(
      FIREBASE,
      ['emulators:start', '--only', 'auth', '--project', this.project, '--config', config],
      { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.children.push(child);
    await started(child, 'All emulators ready', 'the Auth emulator');
  }

  async stopEmulators() {
    const children = this.children.splice(0);
    await Promise.all(children.map(stopped));
  }
}

class TriggerEndToEndTest extends EmulatorEndToEndTest {
  /** `firebase target:apply storage TARGET BUCKET`, kept for the next start. */
  applyTargets(_emulator, target, resource) {
    (this.targets[target] ??= []).push(resource);
    return Promise.resolve();
  }
}

module.exports = { EmulatorEndToEndTest, TriggerEndToEndTest };
