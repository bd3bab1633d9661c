// v1's presenters are the v1 wire renderings, shared with the worker's v1 webhook bodies.
export { envelope, v1Event as toWireEvent, v1Message as toWireMessage } from "../../../wire/v1/render.js";
