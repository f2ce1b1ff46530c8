// webpack pre-loader for build-changed-remote.js: replaces every occurrence of one literal text.
/** @this {{ getOptions(): { search: string, replace: string } }} @param {string} source */
module.exports = function replaceTextLoader(source) {
  const { search, replace } = this.getOptions();
  return source.split(search).join(replace);
};
