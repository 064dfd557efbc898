// The id of the server-rendered page's state: a JSON data block
// (`<script type="application/json">`) the server writes and the app parses when it starts. A
// data block is not run: the browser does not evaluate the (large) state at load, and the CSP
// needs no hash for it. Shared by the Node server and the app.
export const SSR_STATE_ID = 'academy-ssr-state';
