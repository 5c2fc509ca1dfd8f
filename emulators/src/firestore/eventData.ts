// The payload of a v2 Firestore document event as Google's emulator sends it: a protobuf
// google.events.cloud.firestore.v1.DocumentEventData, base64 in the body of a binary-mode
// CloudEvent (`Content-Type: application/protobuf`, attributes in `ce-*` headers). The Functions
// emulator turns the base64 back into bytes, as Eventarc does, and firebase-functions decodes
// them; its JSON path would warn "Snapshot has no readTime" on every delete.
//
// DocumentEventData's Document, Value and DocumentMask have the wire format of google.firestore.v1's,
// so the message is declared here over the Firestore descriptor the gRPC service already loads.
import protobuf from 'protobufjs';
import { firestoreDescriptor } from './grpc';
import type { ProtoDocument } from './engine';

export interface DocumentEventData {
  value?: ProtoDocument;
  oldValue?: ProtoDocument;
  updateMask?: { fieldPaths: string[] };
}

let messageType: protobuf.Type | undefined;

function documentEventData(): protobuf.Type {
  if (messageType) return messageType;
  const root = protobuf.Root.fromJSON(firestoreDescriptor());
  const type = new protobuf.Type('DocumentEventData')
    .add(new protobuf.Field('value', 1, 'google.firestore.v1.Document'))
    .add(new protobuf.Field('oldValue', 2, 'google.firestore.v1.Document'))
    .add(new protobuf.Field('updateMask', 3, 'google.firestore.v1.DocumentMask'));
  root.define('spaces.events').add(type);
  return (messageType = root.lookupType('spaces.events.DocumentEventData'));
}

/** The event's data as protobuf bytes. */
export function encodeDocumentEventData(data: DocumentEventData): Uint8Array {
  const type = documentEventData();
  return type.encode(type.fromObject(data)).finish();
}
