// A form endpoint on this computer that speaks the protocol of docs/form-endpoint.md, for the tests (and for trying
// the forms locally: set business.json formEndpoint to http://127.0.0.1:<port>/f/local). It records what it receives
// and answers as a form service would. How it answers is chosen by the sender's e-mail address (`_replyto`), so tests
// running side by side each pick their own:
//   status-500@...   500, as a service that has a problem
//   status-422@...   422 with an error for the `email` field, as a service that refuses a value
//   no-answer@...    never answers (the widget's timeout)
//   anything else    200 {"ok":true} (with Accept: application/json), else a small HTML thank-you page
// A submission whose honeypot (`_gotcha`) is filled is answered 200 and dropped, as the services do.
// GET /__received?tag=<text> lists the submissions (fields and files, each file's size and sha256) in which a field
// contains <text>; GET /__received lists them all.
// Usage: node scripts/form-receiver.js --port 4599
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/** Parses a multipart/form-data (or urlencoded) body with the platform's own parser (Request.formData). */
async function parse(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const body = Buffer.concat(chunks);
  const form = await new Request('http://receiver/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body,
  }).formData();
  const fields = {};
  const files = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = name in fields ? [].concat(fields[name], value) : value;
    else {
      const bytes = Buffer.from(await value.arrayBuffer());
      files.push({
        field: name,
        name: value.name,
        type: value.type,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
    }
  }
  return { fields, files };
}

export function start({ port = 4599, host = '127.0.0.1' } = {}) {
  const received = [];
  const dropped = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    // Every answer may be read by any page: the services allow any origin, and the widget's upload progress makes
    // the browser ask first (a preflight).
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Accept',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method === 'GET' && url.pathname === '/__received') {
      const tag = url.searchParams.get('tag');
      const has = (r) => !tag || Object.values(r.fields).some((v) => [].concat(v).some((s) => s.includes(tag)));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ received: received.filter(has), dropped: dropped.filter(has) }));
    }
    if (req.method !== 'POST' || !url.pathname.startsWith('/f/')) {
      res.writeHead(404);
      return res.end();
    }
    let submission;
    try {
      submission = { path: url.pathname, accept: req.headers.accept ?? '', ...(await parse(req)) };
    } catch (e) {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ errors: [{ message: `Could not read the form: ${e.message}` }] }));
    }
    const json = submission.accept.includes('application/json');
    const replyTo = String(submission.fields._replyto ?? submission.fields.email ?? '');
    const answer = (status, body) => {
      res.writeHead(status, { 'Content-Type': json ? 'application/json' : 'text/html; charset=utf-8' });
      res.end(
        json
          ? JSON.stringify(body)
          : `<!doctype html><title>Form received</title><h1>${status < 300 ? 'Thank you' : 'Not sent'}</h1>`,
      );
    };
    if (submission.fields._gotcha) {
      dropped.push(submission);
      return answer(200, { ok: true });
    }
    received.push(submission);
    if (replyTo.startsWith('no-answer@')) return; // the socket stays open until the client gives up
    if (replyTo.startsWith('status-500@')) return answer(500, { errors: [{ message: 'Internal error' }] });
    if (replyTo.startsWith('status-422@'))
      return answer(422, { errors: [{ field: 'email', message: 'This e-mail address is on our block list.' }] });
    return answer(200, { ok: true });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4599' } } });
  const server = await start({ port: Number(values.port) });
  console.log(`form receiver on http://127.0.0.1:${server.address().port}/f/<any name>`);
}
