// A tiny admin client of the real API, for seeding data before a browser visits a page.
// Writes need the session cookie and a same-origin Origin header (the API's write guard).
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server.js';

/**
 * @typedef {{ symbol: string, range?: string | null, monthlyBX?: string | null, weeklyBX?: string | null,
 *   dailyBX?: string | null, hybridBotPosition?: boolean, swingBotPosition?: boolean, hourBotPosition?: boolean,
 *   analysisText?: string | null, analysisImage?: string | null }} StockSeed
 */

/** @param {string} baseUrl */
export async function adminClient(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

  /** @param {string} method @param {string} path @param {unknown} [body] */
  async function send(method, path, body) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Cookie: cookie,
        Origin: baseUrl,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  }

  /** A multipart upload (e.g. POST /api/upload-image) as the admin. @param {string} path @param {FormData} form */
  async function upload(path, form) {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: baseUrl },
      body: form,
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  return {
    /** @param {StockSeed} stock */
    addStock: (stock) => send('POST', '/api/stocks', stock),
    /** @param {readonly StockSeed[]} stocks */
    async addStocks(stocks) {
      for (const stock of stocks) await this.addStock(stock);
    },
    send,
    upload,
  };
}

/** A varied watchlist: every range, every trend code, some bots on, one without any values. */
export const SAMPLE_WATCHLIST = /** @type {const} */ ([
  {
    symbol: 'AAPL',
    range: 'Fair Value',
    monthlyBX: 'HH',
    weeklyBX: 'HL',
    dailyBX: 'HH',
    hourBotPosition: true,
    analysisText: 'Holding the rising channel.',
  },
  { symbol: 'MSFT', range: 'Premium Range', monthlyBX: 'HH', weeklyBX: 'HH', dailyBX: 'LH', hybridBotPosition: true },
  { symbol: 'NVDA', range: 'Discount Range', monthlyBX: 'HL', weeklyBX: 'LL', dailyBX: 'LL', swingBotPosition: true },
  { symbol: 'TSLA', range: 'Premium Range', monthlyBX: 'LH', weeklyBX: 'LH', dailyBX: 'HL' },
  { symbol: 'AMZN', range: 'Fair Value', monthlyBX: 'HH', weeklyBX: 'HL', dailyBX: 'HL', hourBotPosition: true },
  { symbol: 'META', range: 'Discount Range', monthlyBX: 'LL', weeklyBX: 'HL', dailyBX: 'HH' },
  { symbol: 'GOOGL', range: null, monthlyBX: null, weeklyBX: null, dailyBX: null },
  {
    symbol: 'AMD',
    range: 'Fair Value',
    monthlyBX: 'HL',
    weeklyBX: 'HH',
    dailyBX: 'LH',
    hybridBotPosition: true,
    hourBotPosition: true,
  },
]);

/** An Unusual Whale position with a P&L %: POST /api/flow-holdings. */
export const SAMPLE_FLOW_HOLDING = /** @type {const} */ ({
  ticker: 'NVDA',
  optionType: 'CALL',
  strike: 150,
  expiry: '01/15/2027',
  quantity: 2,
  price: 3.5,
  pnlPercent: 12.5,
});
