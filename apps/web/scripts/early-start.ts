import type { Plugin } from 'vite';
import type { EarlyReadPlan, FirstPhotoLayout } from '../src/lib/early-reads';

/** What a signed-in start asks for before the entry has run (see `earlyStart`). */
export interface EarlyStart {
  /** The signed-in chunk and the chunks it imports, minus the entry's own. */
  scripts: string[];
  styles: string[];
  /** The page texts of each language (German also needs none of its own first-page chunk). */
  texts: Record<'de' | 'en', string[]>;
  /**
   * Every component's styles (`lib/styles/all-components.ts`, decision 088), which every
   * signed-in page waits for but those at the hash paths `except`: they carry their own.
   */
  allStyles: { files: string[]; except: string[] };
  /** The first API reads of a page, by hash path (`src/app/first-reads.ts`). */
  reads: Record<string, EarlyReadPlan[]>;
  /** How a read marked `firstPhoto` has its first photo asked for. */
  photo: FirstPhotoLayout;
}

/**
 * The script a built `index.html` runs first. With a session in storage (the keys of
 * `lib/auth-store.ts`), it asks for what every signed-in page needs before it renders (the
 * `signed-in` chunk, its styles and the page texts of the stored language; every component's
 * styles too, unless the page at the address carries its own) at once, beside the entry,
 * instead of after the entry has run: about a round trip and a half earlier on a phone
 * (issue 28). With a session still valid, it also sends the first API reads of the page
 * at the address, with the headers the app would send (`lib/api-client.ts`), and leaves them
 * in `ccEarlyReads`, where the app's own request of each takes the answer (`lib/early-reads.ts`,
 * decision 087). Once a feed page marked `firstPhoto` is in, it preloads the first post's
 * first photo at high priority with the srcset and sizes its card's `<img>` will have
 * (`features/feed/photo-sources.ts`), so that the card finds it loaded. A visitor without a
 * session (the login page) fetches nothing more.
 * Plain ES5 in a string: it runs before any bundle, on any browser that opens the page.
 */
export function earlyStartScript(start: EarlyStart): string {
  return `(function(){try{var s=localStorage,k=s.getItem("auth_token")?s:sessionStorage,t=k.getItem("auth_token");if(!t)return;var f=${JSON.stringify(start)},h=document.head,l=function(r,u,a){var e=document.createElement("link");e.rel=r;e.href="/"+u;e.crossOrigin="";if(a)e.as=a;h.appendChild(e)},g=s.getItem("language")==="en"?"en":"de";f.scripts.forEach(function(u){l("modulepreload",u)});f.styles.forEach(function(u){l("preload",u,"style")});f.texts[g].forEach(function(u){l("modulepreload",u)});var p=location.hash.slice(1).split("?")[0];if(f.allStyles.except.indexOf(p)<0)f.allStyles.files.forEach(function(u){/\\.css$/.test(u)?l("preload",u,"style"):l("modulepreload",u)});if(!(Date.parse(k.getItem("expireTokenDate"))>Date.now())||!window.fetch||!Object.prototype.hasOwnProperty.call(f.reads,p))return;var a="Bearer "+t,q={Accept:"application/json","Accept-Language":g,Authorization:a};window.ccEarlyReads=f.reads[p].map(function(r){var u=r.url||r.urls[s.getItem(r.storageKey)]||r.otherwise,n=fetch(u,{headers:q,credentials:"same-origin"});n["catch"](function(){});if(r.firstPhoto)n.then(function(x){if(x.ok)return x.clone().json().then(v)})["catch"](function(){});return{url:u,authorization:a,language:g,response:n}})}catch(e){}function v(d){var m=d&&d.docs&&d.docs[0]&&d.docs[0].images;if(!m||!m.length)return;var i=m[0],P=f.photo,W=function(k){var z=P.sides[k],L=Math.max(i.width,i.height);return i.width&&i.height?(L<=z?i.width:Math.max(1,Math.round(i.width*z/L))):z},c=[[i.thumbUrl,W("thumb")]],o=[],y={},e=document.createElement("link");if(i.mediumUrl)c.push([i.mediumUrl,W("medium")]);c.push([i.url,W("display")]);c.forEach(function(b){if(!y[b[1]]){y[b[1]]=1;o.push(b[0]+" "+b[1]+"w")}});e.rel="preload";e.as="image";e.href=i.thumbUrl;e.setAttribute("imagesrcset",o.join(", "));e.setAttribute("imagesizes",P.sizes[Math.min(m.length,P.sizes.length)-1]);e.setAttribute("fetchpriority","high");h.appendChild(e)}})();`;
}

type Bundle = NonNullable<
  Parameters<Extract<Plugin['transformIndexHtml'], { handler: unknown }>['handler']>[1]['bundle']
>;

/** The module of every component's styles, a chunk of its own (`lib/component-styles.ts`). */
const ALL_STYLES_MODULE = '/src/lib/styles/all-components.ts';

/** The file names of what a signed-in start asks for, read from the bundle. */
function earlyFiles(
  bundle: Bundle,
  signedInChunk: string,
  ownStyles: string[],
): Omit<EarlyStart, 'reads' | 'photo'> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const signedIn = chunks.find((chunk) => chunk.name === signedInChunk);
  if (!entry || !signedIn) throw new Error('early start: no entry or signed-in chunk');
  const collect = (fileName: string, into: Set<string>) => {
    const chunk = bundle[fileName];
    if (into.has(fileName) || chunk?.type !== 'chunk') return;
    into.add(fileName);
    for (const imported of chunk.imports) collect(imported, into);
  };
  const ofEntry = new Set<string>();
  collect(entry.fileName, ofEntry);
  const ofSignedIn = new Set<string>();
  collect(signedIn.fileName, ofSignedIn);
  const scripts = [...ofSignedIn].filter((file) => !ofEntry.has(file));
  const cssOf = (files: string[]) =>
    files.flatMap((file) => {
      const chunk = bundle[file];
      return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    });
  const styles = cssOf(scripts);
  const allStylesChunk = chunks.find((c) => c.facadeModuleId?.endsWith(ALL_STYLES_MODULE));
  if (!allStylesChunk) throw new Error(`early start: no chunk of ${ALL_STYLES_MODULE}`);
  const ofAllStyles = new Set<string>();
  collect(allStylesChunk.fileName, ofAllStyles);
  const allStylesScripts = [...ofAllStyles].filter(
    (file) => !ofEntry.has(file) && !ofSignedIn.has(file),
  );
  const textsOf = (name: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/locales/${name}.ts`));
    if (!chunk) throw new Error(`early start: no chunk of locales/${name}.ts`);
    const files = new Set<string>();
    collect(chunk.fileName, files);
    return [...files].filter((file) => !ofEntry.has(file) && !ofSignedIn.has(file));
  };
  return {
    scripts,
    styles,
    texts: { de: textsOf('de/pages'), en: [...textsOf('en/index'), ...textsOf('en/pages')] },
    allStyles: {
      files: [...allStylesScripts, ...cssOf(allStylesScripts)],
      except: ownStyles,
    },
  };
}

/**
 * Puts `earlyStartScript` into the built `index.html`, before the entry, with the file names
 * of this build and the pages' first reads. The server allows it by its hash in the
 * Content-Security-Policy (`inlineScriptHashes` in the server's web app).
 */
export function earlyStart(
  signedInChunk: string,
  reads: EarlyStart['reads'],
  photo: EarlyStart['photo'],
  ownStyles: string[],
): Plugin {
  return {
    name: 'cc-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const script = earlyStartScript({
          ...earlyFiles(context.bundle, signedInChunk, ownStyles),
          reads,
          photo,
        });
        return html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}
