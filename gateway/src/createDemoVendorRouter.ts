import express, { type Router } from 'express';
import { isConsentVendorId } from '@news/contracts/consentVendors';
import { apiError } from '@news/contracts/apiError';

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

/**
 * The demo ad framework (kdm): fills every ad slot, also those a later in-app navigation renders, with a creative
 * that names the targeting it received (the slot's page targeting plus the reader's `window.newsAdTargeting`), and
 * records it in `window.__demoVendors`.
 */
const demoAdFramework =
  `(function(){var log=window.__demoVendors;function fill(){` +
  `document.querySelectorAll("[data-ad-slot] .ui-ad-slot__creative:empty").forEach(function(c){` +
  `var slot=c.closest("[data-ad-slot]");var t={};try{t=JSON.parse(slot.getAttribute("data-ad-targeting")||"{}")}catch(e){}` +
  `var r=window.newsAdTargeting||{};for(var k in r)t[k]=r[k];` +
  `log.push({vendor:"kdm",event:"adSlot",slot:slot.getAttribute("data-ad-slot"),targeting:t});` +
  `var ad=document.createElement("p");ad.className="demo-ad";ad.textContent="Anzeige · Demo-Werbemittel";` +
  `ad.setAttribute("data-targeting",JSON.stringify(t));c.appendChild(ad)})}` +
  `fill();new MutationObserver(fill).observe(document.body,{childList:true,subtree:true})})();\n`;

/**
 * The demo IVW tag: counts each page view the consent management queues in `window.iomq` (those queued before it
 * loaded, then each new one) and records it in `window.__demoVendors`.
 */
const demoIvwTag =
  `(function(){var log=window.__demoVendors;function count(p){log.push({vendor:"ivw",event:"pageView",st:p.st,dn:p.dn,cp:p.cp,path:p.path})}` +
  `var q=window.iomq=window.iomq||[];q.forEach(count);q.push=function(p){count(p);return Array.prototype.push.call(q,p)}})();\n`;

/**
 * The demo recommendations provider (alles plus): fills each box the recommendations widget leaves to it
 * (`[data-reco-vendor="allesPlus"]`, also after in-app navigations) with the headlines it recommends for the box's
 * article (`data-reco-article`; the demo asks the site's own recommendations), labelled with its name, and records
 * them in `window.__demoVendors`. When it finds none, the box stays empty and the widget's links show.
 */
const demoRecoProvider =
  `(function(){var log=window.__demoVendors;function fill(){` +
  `document.querySelectorAll('[data-reco-vendor="allesPlus"]:empty:not([data-demo-reco])').forEach(function(box){` +
  `var id=box.getAttribute("data-reco-article");box.setAttribute("data-demo-reco","asked");` +
  `fetch("/api/recommendations/"+encodeURIComponent(id||"")).then(function(r){return r.ok?r.json():{teasers:[]}})` +
  `.then(function(d){var t=(d.teasers||[]).slice(0,4);log.push({vendor:"allesPlus",event:"recommendations",article:id,count:t.length});` +
  `if(!t.length)return;var p=document.createElement("p");p.className="demo-reco__label";p.textContent="Empfohlen von alles plus (Demo)";` +
  `var ul=document.createElement("ul");t.forEach(function(x){var li=document.createElement("li");var a=document.createElement("a");` +
  `a.href=x.targetPathOrUrl;a.textContent=x.title;li.appendChild(a);ul.appendChild(li)});box.append(p,ul)})` +
  `.catch(function(){})})}` +
  `fill();new MutationObserver(fill).observe(document.body,{childList:true,subtree:true})})();\n`;

const demoTags: Readonly<Record<string, string>> = {
  kdm: demoAdFramework,
  ivw: demoIvwTag,
  allesPlus: demoRecoProvider,
};

/** GET /demo-vendors/{vendor}.js: the stand-in script of a vendor of spec §3 (brand configuration points here). */
export function createDemoVendorRouter(): Router {
  const router = express.Router();
  router.get('/demo-vendors/:file', (req, res) => {
    const vendor = /^([a-zA-Z]+)\.js$/.exec(req.params.file)?.[1];
    if (vendor === undefined || !isConsentVendorId(vendor)) {
      res.status(404).json(apiError(404, 'unknown_vendor', 'Diesen Anbieter gibt es nicht.'));
      return;
    }
    res.setHeader('cache-control', 'public, max-age=300');
    res.type('text/javascript; charset=utf-8').send(demoVendorScript(vendor) + (demoTags[vendor] ?? ''));
  });
  return router;
}
