// webpack pre-loader for build-changed-remote.js: replaces every occurrence of one literal text and,
// in a file where it did, puts `prepend` (e.g. an import the replacement needs) at the top.
/** @this {{ getOptions(): { search: string, replace: string, prepend?: string } }} @param {string} source */
module.exports = function replaceTextLoader(source) {
  const { search, replace, prepend } = this.getOptions();
  if (!source.includes(search)) return source;
  return (prepend ?? '') + source.split(search).join(replace);
};
