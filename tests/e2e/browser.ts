import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this closed network needs (toolchain.md): without the networking ones Chromium's own connections are refused. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Content-Security-Policy violations Chromium reported on any page since the last look (csp-guard.ts). */
const violations: string[] = [];
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

function watchForCspViolations(context: BrowserContext): BrowserContext {
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
  });
  return context;
}

/**
 * Debian's Chromium, headless. Every page of every context it opens is watched for Content-Security-
 * Policy violations, which fail the test that caused them (tests/e2e/csp-guard.ts). Its contexts have
 * made their newsletter choice (issue 20: the popup would cover what a test presses from the second
 * page view on), unless `newsletterPopup` asks for the popup (tests/e2e/newsletter-popup.test.ts).
 */
export async function launchChromium({ newsletterPopup = false }: { newsletterPopup?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = watchForCspViolations(await newContext(options));
    if (!newsletterPopup) await context.addInitScript(() => localStorage.setItem('pharmacy-nl', '-Infinity'));
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Playwright's own newPage: closing the page closes its context, and page.close() waits for that,
    // so a browser closed right after it (a file's afterAll) never finds the context half closed.
    const closePage = page.close.bind(page);
    page.close = async (closeOptions) => {
      await closePage(closeOptions);
      await context.close();
    };
    // A page closed another way (window.close()): the context follows; if the browser went first, so did it.
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
  return browser;
}
