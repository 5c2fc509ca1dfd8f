// Firebase Auth's popup sign-in talks to the Auth emulator through an iframe, and both the page's
// SDK and the emulator's iframe page load Google's `gapi.iframes` from apis.google.com to do it.
// This machine reaches no host but loopback, so the provider journeys answer that one script with
// this stand-in, written for the few calls the two sides make: load the module, open the iframe
// and wait for it (ping), and send named messages each way, answered by the handler registered
// under that name. Messages wait until their handler is registered, as gapi's do.
import type { BrowserContext } from 'playwright-core';

const GAPI_SCRIPT = /^https:\/\/apis\.google\.com\/js\/api\.js/;

const SOURCE = String.raw`(function () {
  var TAG = 'spaces-gapi-stand-in';
  var FILTER = 'cross-origin-iframes';
  var nextId = 1;

  /** One end of a channel: a window to post to, handlers by name, messages that wait for one. */
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.waiting = {};
    this.replies = {};
    this.ready = false;
    this.onReady = [];
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    this.target.postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.waiting[name] || [];
    delete this.waiting[name];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Channel.prototype.answer = function (message) {
    var handler = this.handlers[message.name];
    if (!handler) {
      (this.waiting[message.name] = this.waiting[message.name] || []).push(message);
      return;
    }
    var self = this;
    Promise.resolve()
      .then(function () {
        return handler(message.data);
      })
      .then(
        function (result) {
          self.post({ kind: 'reply', id: message.id, responses: [result] });
        },
        function () {
          self.post({ kind: 'reply', id: message.id, responses: [] });
        },
      );
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = String(nextId++);
    if (callback) this.replies[id] = callback;
    this.post({ kind: 'send', id: id, name: name, data: data });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'send') this.answer(message);
    else if (message.kind === 'reply') {
      var callback = this.replies[message.id];
      delete this.replies[message.id];
      // gapi swallows what a reply's callback throws (Firebase's webStorageSupport callback
      // always throws after answering).
      try {
        if (callback) callback(message.responses);
      } catch (_ignored) {}
    } else if (message.kind === 'hello') {
      this.ready = true;
      var waiting = this.onReady.splice(0);
      for (var i = 0; i < waiting.length; i++) waiting[i]();
    }
  };

  var channels = [];
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    for (var i = 0; i < channels.length; i++)
      if (channels[i].target === event.source) channels[i].receive(message);
  });

  /** The page's side: the iframe it opened. */
  function opened(element, channel) {
    return {
      restyle: function () { return Promise.resolve(); },
      ping: function (callback) {
        return new Promise(function (resolve) {
          function done() { if (callback) callback(); resolve(); }
          if (channel.ready) done();
          else channel.onReady.push(done);
        });
      },
      register: function (name, handler) { channel.register(name, handler); },
      send: function (name, data, callback) { channel.send(name, data, callback); },
      element: element,
    };
  }

  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      var style = attributes.style || {};
      for (var key in style) element.style[key] = style[key];
      if (attributes['aria-hidden']) element.setAttribute('aria-hidden', attributes['aria-hidden']);
      if (attributes.tabindex) element.setAttribute('tabindex', attributes.tabindex);
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var channel = new Channel(element.contentWindow);
      channels.push(channel);
      var iframe = opened(element, channel);
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe).then(function () { return iframe; });
    },
    /** The iframe's side: its parent page, told at once that this end is listening. */
    getParentIframe: function () {
      var channel = new Channel(window.parent);
      channels.push(channel);
      channel.post({ kind: 'hello' });
      return {
        register: function (name, handler) { channel.register(name, handler); },
        send: function (name, data, callback) { channel.send(name, data, callback); },
      };
    },
  };

  window.gapi = {
    load: function (_module, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () { return context; },
    },
  };

  // Loaded as api.js?onload=name by the SDK, or with window.gapi_onload by the emulator's page.
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/** The emulator's chooser styles itself from these; offline they would only time out. */
const CHOOSER_STYLES = /^https:\/\/(?:fonts\.googleapis\.com|unpkg\.com)\//;

/** Answers every request for Google's gapi loader in this browser context with the stand-in. */
export async function standInForGapi(context: BrowserContext): Promise<void> {
  await context.route(GAPI_SCRIPT, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: SOURCE }),
  );
  await context.route(CHOOSER_STYLES, (route) => route.fulfill({ status: 200, body: '' }));
}
