// Decap starts when site/admin/cms.js has registered the data files' formats and the previews (CMS.init there).
window.CMS_MANUAL_INIT = true;
