import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { parse, serialize } from 'pg-protocol';

/**
 * node-postgres's connection over PGlite, in the place of PGlite's own adapter
 * (`@electric-sql/pglite/node-postgres`): each message goes to PGlite as protocol bytes, and the
 * answer's bytes are read by node-postgres's own parser (pg-protocol), as from a socket. PGlite's
 * adapter parses the answer with PGlite's parser instead, which copies every field once more before
 * decoding it: a third of the API's time on a page of the Ideas list. pg-protocol decodes each
 * field in place.
 */
export class PgliteConnection extends EventEmitter {
  _connecting = false;
  _emitMessage = false;
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  /** What node-postgres's client ends of a socket. */
  stream = { destroy: () => this.end() };
  /** The answers' bytes, as a socket's data events, into pg-protocol's parser. */
  private readonly answers = new EventEmitter();
  /** Messages go to PGlite one after another, in the order node-postgres sent them. */
  private queue: Promise<unknown>;

  constructor(private readonly pglite: PGlite) {
    super();
    this.queue = pglite.waitReady;
    this.on('newListener', (event) => {
      if (event === 'message') this._emitMessage = true;
    });
    void parse(this.answers as unknown as NodeJS.ReadableStream, (message) => {
      if (this._emitMessage) this.emit('message', message);
      this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
    });
  }

  connect() {
    this._connecting = true;
    void this.queue.then(() => process.nextTick(() => this.emit('readyForQuery')));
  }

  private send(bytes: Uint8Array) {
    this.queue = this.queue
      .then(async () => {
        // The chunks are copied out of PGlite's memory as they come, and parsed once it is done
        // (pg-protocol joins a message split across chunks, as it does for a socket's).
        const chunks: Buffer[] = [];
        await this.pglite.execProtocolRawStream(bytes, { onRawData: (chunk) => chunks.push(Buffer.from(chunk)) });
        for (const chunk of chunks) this.answers.emit('data', chunk);
      })
      .catch((err: unknown) => this.emit('error', err));
  }

  query(text: string) {
    this.send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.send(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.send(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.send(serialize.execute(config));
  }
  describe(msg: Parameters<typeof serialize.describe>[0]) {
    this.send(serialize.describe(msg));
  }
  close(msg: Parameters<typeof serialize.close>[0]) {
    this.send(serialize.close(msg));
  }
  flush() {
    this.send(serialize.flush());
  }
  sync() {
    this.send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer) {
    this.send(serialize.copyData(chunk));
  }
  endCopyFrom() {
    this.send(serialize.copyDone());
  }
  sendCopyFail(message: string) {
    this.send(serialize.copyFail(message));
  }
  end() {
    this.queue = this.queue.then(() => this.emit('end'));
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
    this._emitMessage = false;
  }
  // No socket, no authentication: PGlite is in this process.
  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  ref() {}
  unref() {}
}
