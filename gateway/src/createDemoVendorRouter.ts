import express, { type Router } from 'express';
import { isConsentVendorId } from '@news/contracts/consentVendors';
import type { ApiError } from '@news/contracts/apiError';

/**
 * The demo stand-in for a vendor's script: records that it ran, with the consent it found, in
 * `window.__demoVendors` and as `data-demo-vendor-{vendor}="loaded"` on <html> (visible in the inspector), and asks
 * `__tcfapi` for the TC string as a TCF vendor would. No internet, no cookie: behaviour is visible and testable.
 */
export const demoVendorScript = (vendor: string) =>
  `(function(){var v=${JSON.stringify(vendor)};var log=window.__demoVendors=window.__demoVendors||[];` +
  `var c=/(?:^|;\\s*)news_consent=([^;]*)/.exec(document.cookie);` +
  `log.push({vendor:v,event:"loaded",consent:c?c[1]:null});` +
  `document.documentElement.setAttribute("data-demo-vendor-"+v.toLowerCase(),"loaded");` +
  `if(typeof window.__tcfapi==="function")window.__tcfapi("getTCData",2,function(d,ok){` +
  `log.push({vendor:v,event:"tcData",tcString:ok&&d?d.tcString:null})});})();\n`;

/** GET /demo-vendors/{vendor}.js: the stand-in script of a vendor of spec §3 (brand configuration points here). */
export function createDemoVendorRouter(): Router {
  const router = express.Router();
  router.get('/demo-vendors/:file', (req, res) => {
    const vendor = /^([a-zA-Z]+)\.js$/.exec(req.params.file)?.[1];
    if (vendor === undefined || !isConsentVendorId(vendor)) {
      res.status(404).json({
        status: 404,
        code: 'unknown_vendor',
        message: 'Diesen Anbieter gibt es nicht.',
      } satisfies ApiError);
      return;
    }
    res.setHeader('cache-control', 'public, max-age=300');
    res.type('text/javascript; charset=utf-8').send(demoVendorScript(vendor));
  });
  return router;
}
