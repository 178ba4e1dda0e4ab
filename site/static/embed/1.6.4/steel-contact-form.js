// steel-contact-form for a classic <script src defer>: the loader next to this file defines it (and any other steel-* tag in the page).
import(document.currentScript ? new URL('loader.js', document.currentScript.src).href : './loader.js');
