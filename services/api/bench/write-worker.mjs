/**
 * Child process of api-bench.ts for the write-path targets: autocannon 9 with a list of
 * distinct requests (one user's token, path and body each), taken in order, one per request.
 * argv[2]: a JSON file { url, connections, duration?, amount?, requests: [{ path, token, body }] }.
 * Prints autocannon's result as JSON.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let next = 0;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  ...(job.amount ? { amount: job.amount } : { duration: job.duration }),
  requests: [
    {
      setupRequest(request) {
        const item = job.requests[next % job.requests.length];
        next += 1;
        return {
          ...request,
          method: 'POST',
          path: item.path,
          headers: { authorization: `Bearer ${item.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(item.body ?? {}),
        };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
