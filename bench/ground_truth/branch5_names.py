"""Real names read from the trees of branch5.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only HEAD` listed them at the commit named in each generator's docstring;
each constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours);
the folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""

TC39_DAYS_KIND = {
    '': (
        'meetings/2021-03/mar-10.md meetings/2021-03/mar-9.md meetings/2021-05/may-25.md '
        'meetings/2021-05/may-26.md meetings/2021-08/aug-31.md meetings/2021-08/sept-01.md '
        'meetings/2021-12/dec-14.md meetings/2021-12/dec-15.md meetings/2026-01/january-20.md '
        'meetings/2026-01/january-21.md'
    ),
    'meetings/2012-05': (
        'may-21.md may-22.md may-23.md'
    ),
    'meetings/2012-07': (
        'july-24.md july-25.md july-26.md'
    ),
    'meetings/2012-09': (
        'sept-18.md sept-19.md sept-20.md'
    ),
    'meetings/2012-11': (
        'nov-27.md nov-28.md nov-29.md'
    ),
    'meetings/2013-01': (
        'jan-29.md jan-30.md jan-31.md'
    ),
    'meetings/2013-03': (
        'mar-12.md mar-13.md mar-14.md'
    ),
    'meetings/2013-05': (
        'may-21.md may-22.md may-23.md'
    ),
    'meetings/2013-07': (
        'july-23.md july-24.md july-25.md'
    ),
    'meetings/2013-09': (
        'sept-17.md sept-18.md sept-19.md'
    ),
    'meetings/2013-11': (
        'nov-19.md nov-20.md nov-21.md'
    ),
    'meetings/2014-01': (
        'jan-28.md jan-29.md jan-30.md'
    ),
    'meetings/2014-04': (
        'apr-10.md apr-8.md apr-9.md'
    ),
    'meetings/2014-06': (
        'jun-4.md jun-5.md jun-6.md'
    ),
    'meetings/2014-07': (
        'jul-29.md jul-30.md jul-31.md'
    ),
    'meetings/2014-09': (
        'sept-23.md sept-24.md sept-25.md'
    ),
    'meetings/2014-11': (
        'nov-18.md nov-19.md nov-20.md'
    ),
    'meetings/2015-01': (
        'jan-27.md jan-28.md jan-29.md'
    ),
    'meetings/2015-03': (
        'mar-24.md mar-25.md mar-26.md'
    ),
    'meetings/2015-05': (
        'may-27.md may-28.md may-29.md'
    ),
    'meetings/2015-07': (
        'july-28.md july-29.md july-30.md'
    ),
    'meetings/2015-09': (
        'sept-22.md sept-23.md sept-24.md'
    ),
    'meetings/2015-11': (
        'nov-17.md nov-18.md nov-19.md'
    ),
    'meetings/2016-01': (
        'jan-26.md jan-27.md jan-28.md'
    ),
    'meetings/2016-03': (
        'march-29.md march-30.md march-31.md'
    ),
    'meetings/2016-05': (
        'may-23.md may-24.md may-25.md'
    ),
    'meetings/2016-07': (
        'jul-26.md jul-27.md jul-28.md'
    ),
    'meetings/2016-09': (
        'sept-27.md sept-28.md sept-29.md'
    ),
    'meetings/2016-11': (
        'dec-1.md nov-29.md nov-30.md'
    ),
    'meetings/2017-01': (
        'jan-24.md jan-25.md jan-26.md'
    ),
    'meetings/2017-03': (
        'mar-21.md mar-22.md mar-23.md'
    ),
    'meetings/2017-05': (
        'may-23.md may-24.md may-25.md'
    ),
    'meetings/2017-07': (
        'jul-25.md jul-26.md jul-27.md'
    ),
    'meetings/2017-09': (
        'sept-26.md sept-27.md sept-28.md'
    ),
    'meetings/2017-11': (
        'nov-28.md nov-29.md nov-30.md'
    ),
    'meetings/2018-01': (
        'jan-23.md jan-24.md jan-25.md'
    ),
    'meetings/2018-03': (
        'mar-20.md mar-21.md mar-22.md'
    ),
    'meetings/2018-05': (
        'may-22.md may-23.md may-24.md'
    ),
    'meetings/2018-07': (
        'july-24.md july-25.md july-26.md'
    ),
    'meetings/2018-09': (
        'sept-25.md sept-26.md sept-27.md'
    ),
    'meetings/2018-11': (
        'nov-27.md nov-28.md nov-29.md'
    ),
    'meetings/2019-01': (
        'jan-29.md jan-30.md jan-31.md'
    ),
    'meetings/2019-03': (
        'mar-26.md mar-27.md mar-28.md'
    ),
    'meetings/2019-06': (
        'june-4.md june-5.md june-6.md'
    ),
    'meetings/2019-07': (
        'july-23.md july-24.md july-25.md'
    ),
    'meetings/2019-10': (
        'october-1.md october-2.md october-3.md'
    ),
    'meetings/2019-12': (
        'december-3.md december-4.md december-5.md'
    ),
    'meetings/2020-02': (
        'february-4.md february-5.md february-6.md'
    ),
    'meetings/2020-03': (
        'april-1.md april-2.md march-31.md'
    ),
    'meetings/2020-06': (
        'june-1.md june-2.md june-3.md june-4.md'
    ),
    'meetings/2020-07': (
        'july-20.md july-21.md july-22.md july-23.md'
    ),
    'meetings/2020-09': (
        'sept-21.md sept-22.md sept-23.md sept-24.md'
    ),
    'meetings/2020-11': (
        'nov-16.md nov-17.md nov-18.md nov-19.md'
    ),
    'meetings/2021-01': (
        'jan-25.md jan-26.md jan-27.md jan-28.md'
    ),
    'meetings/2021-04': (
        'apr-19.md apr-20.md apr-21.md'
    ),
    'meetings/2021-07': (
        'july-13.md july-14.md july-15.md'
    ),
    'meetings/2021-10': (
        'oct-25.md oct-26.md oct-27.md oct-28.md'
    ),
    'meetings/2022-01': (
        'jan-24.md jan-25.md jan-26.md'
    ),
    'meetings/2022-03': (
        'mar-28.md mar-29.md mar-30.md mar-31.md'
    ),
    'meetings/2022-06': (
        'jun-06.md jun-07.md jun-08.md'
    ),
    'meetings/2022-07': (
        'jul-19.md jul-20.md jul-21.md'
    ),
    'meetings/2022-09': (
        'sep-13.md sep-14.md sep-15.md'
    ),
    'meetings/2022-11': (
        'dec-01.md nov-29.md nov-30.md'
    ),
    'meetings/2023-01': (
        'feb-01.md feb-02.md jan-30.md jan-31.md'
    ),
    'meetings/2023-03': (
        'mar-21.md mar-22.md mar-23.md'
    ),
    'meetings/2023-05': (
        'may-15.md may-16.md may-17.md may-18.md'
    ),
    'meetings/2023-07': (
        'july-11.md july-12.md july-13.md'
    ),
    'meetings/2023-09': (
        'september-26.md september-27.md september-28.md'
    ),
    'meetings/2023-11': (
        'november-27.md november-28.md november-29.md november-30.md'
    ),
    'meetings/2024-02': (
        'feb-6.md feb-7.md feb-8.md'
    ),
    'meetings/2024-04': (
        'april-08.md april-09.md april-10.md april-11.md'
    ),
    'meetings/2024-06': (
        'june-11.md june-12.md june-13.md'
    ),
    'meetings/2024-07': (
        'july-29.md july-30.md july-31.md'
    ),
    'meetings/2024-10': (
        'october-08.md october-09.md october-10.md'
    ),
    'meetings/2024-12': (
        'december-02.md december-03.md december-04.md december-05.md'
    ),
    'meetings/2025-02': (
        'february-18.md february-19.md february-20.md'
    ),
    'meetings/2025-04': (
        'april-14.md april-15.md april-16.md april-17.md'
    ),
    'meetings/2025-05': (
        'may-28.md may-29.md may-30.md'
    ),
    'meetings/2025-07': (
        'july-28.md july-29.md july-30.md july-31.md'
    ),
    'meetings/2025-09': (
        'september-22.md september-23.md september-24.md'
    ),
    'meetings/2025-11': (
        'november-18.md november-19.md november-20.md'
    ),
}

TC39_DAYS_OTHER = {
    '': (
        '.editorconfig .eslintrc.js .gitattributes .github/workflows/check.yml .github/workflows/release.yml '
        '.gitignore .markdownlint-cli2.jsonc .markdownlint.yml .npmrc .nvmrc CODE_OF_CONDUCT.md README.md '
        'delegates.txt meetings/2012-05/toc.md meetings/2012-07/toc.md meetings/2012-09/toc.md '
        'meetings/2012-11/toc.md meetings/2013-01/toc.md meetings/2013-03/toc.md meetings/2013-05/toc.md '
        'meetings/2013-11/Nov-issues.pdf meetings/2013-11/toc.md meetings/2014-01/toc.md '
        'meetings/2015-05/toc.md meetings/2015-09/toc.md meetings/2015-11/toc.md meetings/2016-01/callctr.pdf '
        'meetings/2016-01/toc.md meetings/2016-03/toc.md meetings/2016-05/classevalorder.pdf '
        'meetings/2016-05/toc.md meetings/2016-07/toc.md meetings/2016-11/toc.md meetings/2017-01/summary.md '
        'meetings/2017-01/toc.md meetings/2017-03/summary.md meetings/2017-03/toc.md '
        'meetings/2017-05/summary.md meetings/2017-05/toc.md meetings/2017-07/summary.md '
        'meetings/2017-07/toc.md meetings/2017-09/summary.md meetings/2017-09/toc.md meetings/2017-11/toc.md '
        'meetings/2018-01/summary.md meetings/2018-01/toc.md meetings/2018-03/summary.md '
        'meetings/2018-03/toc.md meetings/2018-05/summary.md meetings/2018-05/toc.md '
        'meetings/2018-07/summary.md meetings/2018-07/toc.md meetings/2018-09/summary.md '
        'meetings/2018-09/toc.md meetings/2018-11/summary.md meetings/2018-11/toc.md '
        'meetings/2019-01/summary.md meetings/2019-01/toc.md meetings/2019-03/summary.md '
        'meetings/2019-03/toc.md meetings/2019-06/summary.md meetings/2019-06/toc.md '
        'meetings/2020-07/summary.md meetings/2023-09/README.md meetings/2023-11/README.md '
        'meetings/2024-02/README.md meetings/2024-04/README.md meetings/2024-06/README.md '
        'meetings/2024-07/README.md meetings/2024-10/README.md package.json '
        'scripts/test-samples/bad-linebreaks-sample-after.md '
        'scripts/test-samples/bad-linebreaks-sample-before.md'
    ),
    'meetings/2013-07': (
        'Draft Standard The JSON Data Interchange Format.pdf',
        'Test262-ES6.pdf',
        'ValueObjects.pdf',
        'toc.md',
    ),
    'meetings/2013-09': (
        'default-arguments.pdf modules.pdf symbols.pdf toc.md'
    ),
    'meetings/2014-04': (
        'Allowing-Generators-to-Compose-over-IO.pdf Allowing-Generators-to-Compose-over-IO.pptx '
        'April-meeting-status-ES6-spec.pdf Decorators.pdf TC39PJSApril2013.pdf ecma-tc39-talk-samsung.pdf '
        'toc.md'
    ),
    'meetings/2014-06': (
        'JSDoc.pdf',
        'async generators.pdf',
        'closing-iterators.pdf',
        'comprehensions.pdf',
        'jun-5-modules.md',
        'toc.md',
    ),
    'meetings/2014-07': (
        'ecma-262-6-optout1.pdf es6-unscopables.pdf instantiation-reform.pdf parameter-scoping-7-14.pdf '
        'rev26-summary.pdf simd-128-tc39.pdf toc.md'
    ),
    'meetings/2014-09': (
        'Rev27meeting_review.pdf atat.pdf instantiation-reform-sept2014.pdf toc.md '
        'trailing_comma_proposal.pdf type_annotations.pdf'
    ),
    'meetings/2014-11': (
        'Map.prototype-extensions.pdf es6-status-update.pdf toc.md'
    ),
    'meetings/2015-01': (
        'ES6-super-construct=proposal.md JSExperimentalDirections.pdf es6-intro-text.pdf for-of-bug.pdf '
        'interfacing-with-loader-spec.pdf jan2015-allen-slides.pdf toc.md'
    ),
    'meetings/2015-03': (
        'Composition Functions.pdf',
        'ES6 Draft Status March 2015.pdf',
        'metaproperties.pdf',
        'mixin-proposal.pdf',
        'toc.md',
    ),
    'meetings/2015-07': (
        'async-function-updates.pdf binding-rest-element.pdf new-generator-function.pdf simd.pdf toc.md '
        'tooling-updates.pdf'
    ),
    'meetings/2016-09': (
        'Decorators - TC39.pdf',
        'ES-Modules-Compat.pdf',
        'Intl.Segmenter.pdf',
        'Observable-Use-Cases.pdf',
        'toc.md',
    ),
    'meetings/2025-05': (
        '2506_d9of4.jpg 2506_l147s.jpg 2506_p2lwb.jpg'
    ),
    'scripts': (
        'bad-linebreaks-test.mjs bad-linebreaks.mjs check-delegates-test.mjs check-delegates.mjs'
    ),
}

TC39_SLIDES_KIND = {
    '': (
        'meetings/2013-11/Nov-issues.pdf meetings/2014-11/Map.prototype-extensions.pdf '
        'meetings/2014-11/es6-status-update.pdf meetings/2016-01/callctr.pdf '
        'meetings/2016-05/classevalorder.pdf'
    ),
    'meetings/2013-07': (
        'Draft Standard The JSON Data Interchange Format.pdf',
        'Test262-ES6.pdf',
        'ValueObjects.pdf',
    ),
    'meetings/2013-09': (
        'default-arguments.pdf modules.pdf symbols.pdf'
    ),
    'meetings/2014-04': (
        'Allowing-Generators-to-Compose-over-IO.pdf April-meeting-status-ES6-spec.pdf Decorators.pdf '
        'TC39PJSApril2013.pdf ecma-tc39-talk-samsung.pdf'
    ),
    'meetings/2014-06': (
        'JSDoc.pdf',
        'async generators.pdf',
        'closing-iterators.pdf',
        'comprehensions.pdf',
    ),
    'meetings/2014-07': (
        'ecma-262-6-optout1.pdf es6-unscopables.pdf instantiation-reform.pdf parameter-scoping-7-14.pdf '
        'rev26-summary.pdf simd-128-tc39.pdf'
    ),
    'meetings/2014-09': (
        'Rev27meeting_review.pdf atat.pdf instantiation-reform-sept2014.pdf trailing_comma_proposal.pdf '
        'type_annotations.pdf'
    ),
    'meetings/2015-01': (
        'JSExperimentalDirections.pdf es6-intro-text.pdf for-of-bug.pdf interfacing-with-loader-spec.pdf '
        'jan2015-allen-slides.pdf'
    ),
    'meetings/2015-03': (
        'Composition Functions.pdf',
        'ES6 Draft Status March 2015.pdf',
        'metaproperties.pdf',
        'mixin-proposal.pdf',
    ),
    'meetings/2015-07': (
        'async-function-updates.pdf binding-rest-element.pdf new-generator-function.pdf simd.pdf '
        'tooling-updates.pdf'
    ),
    'meetings/2016-09': (
        'Decorators - TC39.pdf',
        'ES-Modules-Compat.pdf',
        'Intl.Segmenter.pdf',
        'Observable-Use-Cases.pdf',
    ),
}

TC39_SLIDES_OTHER = {
    '': (
        '.editorconfig .eslintrc.js .gitattributes .github/workflows/check.yml .github/workflows/release.yml '
        '.gitignore .markdownlint-cli2.jsonc .markdownlint.yml .npmrc .nvmrc CODE_OF_CONDUCT.md README.md '
        'delegates.txt meetings/2012-05/may-21.md meetings/2013-03/mar-12.md meetings/2013-05/may-21.md '
        'meetings/2013-05/toc.md meetings/2015-09/sept-22.md meetings/2015-09/sept-24.md '
        'meetings/2015-11/nov-17.md meetings/2016-07/jul-28.md meetings/2016-11/dec-1.md '
        'meetings/2016-11/nov-29.md meetings/2017-07/jul-26.md meetings/2017-07/jul-27.md '
        'meetings/2018-01/jan-25.md meetings/2018-03/summary.md meetings/2018-03/toc.md '
        'meetings/2018-05/may-22.md meetings/2018-05/summary.md meetings/2018-07/july-26.md '
        'meetings/2018-07/summary.md meetings/2018-11/nov-27.md meetings/2018-11/summary.md '
        'meetings/2019-03/mar-27.md meetings/2019-03/mar-28.md meetings/2019-06/toc.md '
        'meetings/2019-07/july-23.md meetings/2020-02/february-4.md meetings/2020-02/february-6.md '
        'meetings/2020-03/april-1.md meetings/2020-03/march-31.md meetings/2020-07/july-20.md '
        'meetings/2020-07/summary.md meetings/2020-09/sept-21.md meetings/2021-03/mar-10.md '
        'meetings/2021-03/mar-9.md meetings/2021-05/may-26.md meetings/2021-07/july-14.md '
        'meetings/2021-07/july-15.md meetings/2021-08/aug-31.md meetings/2021-08/sept-01.md '
        'meetings/2022-01/jan-24.md meetings/2022-01/jan-25.md meetings/2022-06/jun-08.md '
        'meetings/2022-11/nov-29.md meetings/2022-11/nov-30.md meetings/2023-01/feb-01.md '
        'meetings/2023-01/jan-31.md meetings/2023-03/mar-22.md meetings/2023-07/july-11.md '
        'meetings/2023-09/september-26.md meetings/2023-09/september-28.md meetings/2024-02/feb-6.md '
        'meetings/2024-02/feb-8.md meetings/2024-07/july-29.md meetings/2024-10/october-08.md '
        'meetings/2025-02/february-18.md meetings/2025-02/february-20.md meetings/2025-07/july-29.md '
        'meetings/2025-07/july-31.md meetings/2025-09/september-24.md meetings/2025-11/november-18.md '
        'meetings/2026-01/january-20.md meetings/2026-01/january-21.md package.json '
        'scripts/test-samples/bad-linebreaks-sample-after.md '
        'scripts/test-samples/bad-linebreaks-sample-before.md'
    ),
    'meetings/2012-07': (
        'july-24.md july-25.md july-26.md toc.md'
    ),
    'meetings/2012-11': (
        'nov-27.md nov-29.md toc.md'
    ),
    'meetings/2013-01': (
        'jan-29.md jan-30.md jan-31.md toc.md'
    ),
    'meetings/2013-07': (
        'july-23.md july-24.md july-25.md toc.md'
    ),
    'meetings/2013-09': (
        'sept-17.md sept-18.md sept-19.md toc.md'
    ),
    'meetings/2013-11': (
        'nov-19.md nov-20.md nov-21.md toc.md'
    ),
    'meetings/2014-01': (
        'jan-28.md jan-30.md toc.md'
    ),
    'meetings/2014-04': (
        'Allowing-Generators-to-Compose-over-IO.pptx apr-10.md apr-8.md apr-9.md toc.md'
    ),
    'meetings/2014-06': (
        'jun-4.md jun-5-modules.md jun-5.md jun-6.md toc.md'
    ),
    'meetings/2014-07': (
        'jul-29.md jul-30.md jul-31.md toc.md'
    ),
    'meetings/2014-09': (
        'sept-23.md sept-24.md sept-25.md toc.md'
    ),
    'meetings/2014-11': (
        'nov-18.md nov-19.md nov-20.md toc.md'
    ),
    'meetings/2015-01': (
        'ES6-super-construct=proposal.md jan-27.md jan-28.md jan-29.md toc.md'
    ),
    'meetings/2015-03': (
        'mar-24.md mar-25.md mar-26.md toc.md'
    ),
    'meetings/2015-05': (
        'may-27.md may-28.md may-29.md'
    ),
    'meetings/2015-07': (
        'july-28.md july-29.md july-30.md toc.md'
    ),
    'meetings/2016-01': (
        'jan-26.md jan-27.md jan-28.md toc.md'
    ),
    'meetings/2016-03': (
        'march-30.md march-31.md toc.md'
    ),
    'meetings/2016-05': (
        'may-23.md may-24.md may-25.md toc.md'
    ),
    'meetings/2016-09': (
        'sept-27.md sept-28.md sept-29.md toc.md'
    ),
    'meetings/2017-03': (
        'mar-21.md mar-22.md mar-23.md'
    ),
    'meetings/2017-05': (
        'may-23.md may-24.md summary.md'
    ),
    'meetings/2017-09': (
        'sept-26.md summary.md toc.md'
    ),
    'meetings/2017-11': (
        'nov-28.md nov-30.md toc.md'
    ),
    'meetings/2018-09': (
        'sept-25.md sept-26.md summary.md'
    ),
    'meetings/2019-01': (
        'jan-30.md jan-31.md summary.md'
    ),
    'meetings/2019-10': (
        'october-1.md october-2.md october-3.md'
    ),
    'meetings/2019-12': (
        'december-3.md december-4.md december-5.md'
    ),
    'meetings/2020-06': (
        'june-1.md june-3.md june-4.md'
    ),
    'meetings/2020-11': (
        'nov-16.md nov-17.md nov-18.md'
    ),
    'meetings/2021-01': (
        'jan-25.md jan-26.md jan-27.md jan-28.md'
    ),
    'meetings/2021-04': (
        'apr-19.md apr-20.md apr-21.md'
    ),
    'meetings/2021-10': (
        'oct-25.md oct-26.md oct-28.md'
    ),
    'meetings/2022-03': (
        'mar-28.md mar-29.md mar-30.md mar-31.md'
    ),
    'meetings/2022-09': (
        'sep-13.md sep-14.md sep-15.md'
    ),
    'meetings/2023-05': (
        'may-15.md may-16.md may-18.md'
    ),
    'meetings/2023-11': (
        'november-27.md november-28.md november-30.md'
    ),
    'meetings/2024-04': (
        'april-08.md april-10.md april-11.md'
    ),
    'meetings/2024-06': (
        'README.md june-11.md june-12.md'
    ),
    'meetings/2024-12': (
        'december-02.md december-03.md december-04.md'
    ),
    'meetings/2025-04': (
        'april-14.md april-15.md april-17.md'
    ),
    'meetings/2025-05': (
        '2506_d9of4.jpg 2506_l147s.jpg may-29.md'
    ),
    'scripts': (
        'bad-linebreaks-test.mjs bad-linebreaks.mjs check-delegates-test.mjs check-delegates.mjs'
    ),
}

TC39_AGENDAS_KIND = {
    '2013': (
        '05.md 07.md 09.md 11.md'
    ),
    '2014': (
        '01.md 04.md 06.md 07.md 09.md 11.md'
    ),
    '2015': (
        '01.md 03.md 05.md 07.md 09.md 11.md'
    ),
    '2016': (
        '01.md 03.md 05.md 07.md 09.md 11.md'
    ),
    '2017': (
        '01.md 03.md 05.md 07.md 09.md 11.md'
    ),
    '2018': (
        '01.md 03.md 05.md 07.md 09.md 11.md'
    ),
    '2019': (
        '01.md 03.md 06.md 07.md 10.md 12.md'
    ),
    '2020': (
        '02.md 03.md 06.md 07.md 09.md 11.md'
    ),
    '2021': (
        '01.md 03.md 04.md 05.md 07.md 08.md 10.md 12.md'
    ),
    '2022': (
        '01.md 03.md 06.md 07.md 09.md 11.md'
    ),
    '2023': (
        '01.md 03.md 05.md 07.md 09.md 11.md'
    ),
    '2024': (
        '02.md 04.md 06.md 07.md 10.md 12.md'
    ),
    '2025': (
        '02.md 04.md 05.md 07.md 09.md 11.md'
    ),
    '2026': (
        '01.md 03.md 05.md 07.md 09.md'
    ),
}

TC39_AGENDAS_OTHER = {
    '': (
        '.gitignore .markdownlint-cli2.jsonc .markdownlint.yml .npmrc 2016/tc39-2016-013.pdf '
        '2016/tc39-2016-039.pdf CODE_OF_CONDUCT.md README.md images/Ecma_RVB-003.jpg package.json template.md'
    ),
    '.github/workflows': (
        'build.yml lint-and-test.yml proposals-order.yml'
    ),
    '2017': (
        'ECMAScript-Proposal-Array.prototype.flatMap-and-Array.prototype.flatten.pdf',
        'ECMAScript-Proposal-First-Class-Protocols.pdf',
        'ES-next20.pdf',
        'March minutes tc39-2017-010.pdf',
        'Shape-Security-ECMA-262-Vision.pdf',
        'TC39 May meeting intro.pdf',
        'tc39-2016-052.pdf',
        'tc39-2017-003-realms-update.pdf',
        'tc39-2017-003.pdf',
        'tc39-2017-05-use-module.pdf',
    ),
    '2018': (
        'Function.prototype.toString-updates-since-last-time.pdf '
        'Update-ECMAScript-Proposal-First-Class-Protocols.pdf await-change.pdf do-expressions-update.pdf '
        'istvan-update-may-2018.pdf realms-in-light-of-spectre.pdf realms-sec-review.key '
        'realms-sec-review.pdf stopping-exfiltration.pdf'
    ),
    '2019': (
        '10.eventual-op-as-recorded.pdf 10.eventual-send-as-recorded.pdf 10.oom-fails-fast-as-recorded.pdf '
        '10.readonly-collections-as-recorded.pdf Proposal-Update-Function-Implementation-Hiding-July.pdf '
        'Proposal-Update-Function-Implementation-Hiding-November.pdf '
        'Security-Implications-of-Error.prototype.stack.pdf'
    ),
    '2020': (
        '02.GA-2020-12_R1.pdf 02_talk_Splitting-SES.pdf 02_talk_codiy-dot-caller.pdf '
        '02_talk_preserve-virtualizability.pdf 06.tc39-2020-06-slides_Istvan.pdf '
        '07-slides-some-invariants.pdf Proposal-Update-Function-Implementation-Hiding.pdf Unicode-Support.pdf '
        'process-changes-to-accommodate-US-members-and-US-delegates.pdf tc39-2020-036.pdf '
        'tc39-2020-051-Rev1.ppt tc39-2020-051.pdf tc39-2020-051R1.pdf'
    ),
    '2021': (
        'Chartering-a-Security-Task-Group.pdf Unblocking-2515.pdf '
        'tc39-2021-004-January-meeting-Secretariat-Report.pdf '
        'tc39-2021-011-march-meeting-secretariats-report.pdf tc39-2021-038.pdf tc39-2021-045.pdf '
        'tc39-2021-053.pdf tc39-2021-060.pdf tc39-2021-April_Secretariats_Report.pdf '
        'tc39-2021-May_Secretariats_Report.pdf'
    ),
    '2022': (
        'extending-built-ins.pdf iterator-helpers-update-July.pdf iterator-helpers-update-November.pdf '
        'iterator-helpers-update-September.pdf tc39-2022-022_draft.pdf tc39-2022-031.pdf tc39-2022-031.pptx '
        'tc39-2022-039.pdf tc39-2022-046.pdf tc39-2022-05.pdf tc39-2022-12.pdf '
        'well-formed-Unicode-strings-November.pdf well-formed-Unicode-strings-September.pdf'
    ),
    '2023': (
        'Guide_cnvprocess_AllenWirfsBrock.pdf PDFsforTC39.Standards_AllenWirfsBrock.pdf tc39-2023-002.pdf '
        'tc39-2023-011-Rev1.pdf tc39-2023-011.pdf tc39-2023-025.pdf tc39-2023-025.pptx '
        'tc39-2023-032_Final.pdf tc39-2023-039.pdf tc39-2023-040.pdf tc39-2023-040.pptx tc39-2023-048.pdf'
    ),
    '2024': (
        'tc39-2024-003_R1.pdf tc39-2024-016.pdf tc39-2024-026.pdf tc39-2024-036.pdf tc39-2024-042.pdf '
        'tc39-2024-052-Rev1.pdf'
    ),
    '2025': (
        '2025.04 - Object.propertyCount slides.pdf',
        'Corrigendum ECMA-262 2024.pdf',
        'Corrigendum ECMA-262 2025.pdf',
        'Corrigendum ECMA-402 2024.pdf',
        'Corrigendum ECMA-402 2025.pdf',
        'Framework_Ecma_TC39_2025.pdf',
        'TC39 Chair Group Election - 106th Meeting.pdf',
        'tc39-2025-005.pdf',
        'tc39-2025-013.pdf',
        'tc39-2025-020.pdf',
        'tc39-2025-029.pdf',
        'tc39-2025-030.pdf',
        'tc39-2025-038.pdf',
        'tc39-2025-049-Rev1.pdf',
    ),
    '2026': (
        'Basic ArkTS 1117 - ext - simplified.pdf',
        'tc39-2026-003.pdf',
        'tc39-2026-009.pdf',
        'tc39-2026-020.pdf',
        'tc39-2026-029.pdf',
    ),
    'scripts': (
        'agenda-to-schedule.mjs check-proposals-order.cli.mjs check-proposals-order.mjs '
        'check-proposals-order.test.mjs generate.js'
    ),
    'tcq-tools': (
        'README.md tc39-plenary-in-person-skeleton.json tc39-plenary-remote-skeleton.json'
    ),
}

WASM_CG_KIND = {
    'main/2017': (
        'CG-07-06.md CG-08-08.md CG-08-22.md CG-09-05.md CG-09-19.md CG-10-03.md CG-10-17.md CG-11-14.md '
        'CG-11-28.md CG-12-12.md'
    ),
    'main/2018': (
        'CG-01-09.md CG-01-26.md CG-02-06.md CG-02-21.md CG-03-06.md CG-04-03.md CG-05-01.md CG-05-15.md '
        'CG-05-29.md CG-06-12.md CG-06-26.md CG-07-10.md CG-07-24.md CG-08-07.md CG-08-21.md CG-09-04.md '
        'CG-09-18.md CG-10-02.md CG-10-16.md CG-11-13.md CG-11-27.md CG-12-11.md'
    ),
    'main/2019': (
        'CG-01-08.md CG-01-22.md CG-02-05.md CG-02-19.md CG-03-05.md CG-03-19.md CG-04-02.md CG-04-16.md '
        'CG-04-30.md CG-05-14.md CG-05-28.md CG-07-09.md CG-07-23.md CG-08-06.md CG-08-20.md CG-09-03.md '
        'CG-09-17.md CG-10-01.md CG-10-15.md CG-10-29.md CG-11-12.md CG-12-10.md'
    ),
    'main/2020': (
        'CG-01-07.md CG-01-21.md CG-02-04.md CG-02-18.md CG-03-03.md CG-03-17.md CG-03-31.md CG-04-14.md '
        'CG-04-28.md CG-05-12.md CG-05-26.md CG-06-09.md CG-06-23.md CG-07-07.md CG-07-21.md CG-08-04.md '
        'CG-08-18.md CG-09-01.md CG-09-15.md CG-09-29.md CG-10-13.md CG-11-10.md CG-11-24.md'
    ),
    'main/2021': (
        'CG-01-05.md CG-01-19.md CG-02-02.md CG-02-16.md CG-03-02.md CG-03-16.md CG-03-30.md CG-04-13.md '
        'CG-04-27.md CG-05-11.md CG-05-25.md CG-06-08.md CG-06-22.md CG-07-06.md CG-07-20.md CG-08-03.md '
        'CG-08-17.md CG-08-31.md CG-09-14.md CG-09-28.md CG-10-12.md CG-10-26.md CG-11-09.md CG-11-23.md '
        'CG-12-07.md CG-12-21.md'
    ),
    'main/2022': (
        'CG-01-04.md CG-01-18.md CG-02-01.md CG-02-15.md CG-03-01.md CG-03-15.md CG-03-29.md CG-04-12.md '
        'CG-04-26.md CG-05-10.md CG-05-24.md CG-06-07.md CG-06-21.md CG-07-05.md CG-07-19.md CG-08-02.md '
        'CG-08-16.md CG-08-30.md CG-09-13.md CG-09-27.md CG-10-11.md CG-11-22.md CG-12-06.md CG-12-20.md'
    ),
    'main/2023': (
        'CG-01-03.md CG-01-17.md CG-01-31.md CG-02-14.md CG-02-28.md CG-03-14.md CG-03-28.md CG-04-11.md '
        'CG-04-25.md CG-05-09.md CG-05-23.md CG-06-06.md CG-06-20.md CG-07-18.md CG-08-01.md CG-08-15.md '
        'CG-08-29.md CG-09-12.md CG-09-26.md CG-10-24.md CG-11-07.md CG-11-21.md CG-12-05.md CG-12-19.md'
    ),
    'main/2024': (
        'CG-01-02.md CG-01-16.md CG-01-30.md CG-02-13.md CG-02-27.md CG-03-26.md CG-04-09.md CG-04-23.md '
        'CG-05-07.md CG-05-21.md CG-06-18.md CG-07-02.md CG-07-16.md CG-07-30.md CG-08-13.md CG-08-27.md '
        'CG-09-10.md CG-09-24.md CG-10-08.md CG-10-22.md CG-11-05.md CG-11-19.md CG-12-03.md CG-12-17.md'
    ),
    'main/2025': (
        'CG-01-14.md CG-01-28.md CG-02-25.md CG-03-11.md CG-03-25.md CG-04-08.md CG-04-22.md CG-05-06.md '
        'CG-05-20.md CG-06-03.md CG-06-17.md CG-07-01.md CG-07-15.md CG-07-29.md CG-08-12.md CG-08-26.md '
        'CG-09-09.md CG-09-23.md CG-10-07.md CG-10-21.md CG-11-04.md CG-11-18.md CG-12-02.md CG-12-16.md'
    ),
}

WASM_CG_OTHER = {
    '': (
        'gc/2020/GC-08-25.md',
        'gc/2020/GC-12-15.md',
        'gc/2020/presentations/2020-08-11-sugarbroad-gc-with-two-types.pdf',
        'gc/2020/presentations/2020-12-01-tate-determinizing-fields.pptx',
        'gc/2021/presentations/2021-09-21-separate-compilation-prioritization.pptx',
        'gc/2022/GC-11-15.md',
        'gc/2023/GC-06-27.md',
        'images/WebAssembly.png',
        'main/CG-template.md',
        'main/WG-template.md',
        'simd/2022/SIMD-05-13.md',
        'stack/2020/SG-11-30.md',
        'stack/2020/presentations/2020-11-30-herda-control-flow-in-common-lisp.pdf',
        'stack/2022/sg-10-24-22.md',
        'stack/2023/stack-2023-08-28.md',
        'stack/2023/stack-2023-11-06.md',
        'stack/2026/Presentations/Kotlin Coroutines.pdf',
        'stack/2026/Presentations/WasmFX in V8.pdf',
        'stack/2026/stack-2026-06-29.md',
        'threads/2026/THREADS-08-18.md',
        'wasi/2020/WASI-10-08.md',
        'wasi/2021/presentations/2021-03-11-gohman-typed-main/FontAwesome/fonts/fontawesome-webfont.ttf',
        'wasi/2021/presentations/2021-03-11-gohman-typed-main/fonts/open-sans-v17-all-charsets-700italic.woff2',
        'wasi/2021/presentations/2021-03-25-gohman-io-types/css/variables.css',
        'wasi/2021/presentations/2021-03-25-gohman-io-types/fonts/open-sans-v17-all-charsets-800italic.woff2',
        'wasi/2021/presentations/2021-05-20-gohman-canonical-abi/chapter_2c.html',
        'wasi/2023/WASI-04-20.md',
        'wasi/2023/presentations/2023-03-23-wasi-pattern-match.pdf',
        'wasi/2024/WASI-07-25.md',
        'wasi/2024/presentations/2024-08-22-abrown-wasi-nn-phase-3.pdf',
        'wasi/2025/WASI-02-06.md',
        'wasi/2026/WASI-01-22.md',
        'wasi/2026/WASI-04-16.md',
    ),
    'main/2017': (
        'CG-05.md CG-07.md CG-11.md TPAC.md WG-09-15.md WG-09-25.md WG-10-23.md WG-11-15.md '
        'WG-12-06-process.md WG-12-06.md'
    ),
    'main/2018': (
        'CG-03-20v21.md CG-04.md TPAC.md WG-01-11.md WG-02-12.md WG-02-28.md WG-03-21v22.md WG-04-04.md '
        'WG-05-02.md WG-05-23.md WG-06-06.md WG-06-20.md WG-07-18.md WG-08-15.md WG-08-29.md WG-09-12.md '
        'WG-09-26.md WG-10-10.md WG-11-7.md WG-12-05.md'
    ),
    'main/2018/presentations': (
        '2018-04-habibian-webassembly-in-blockchains.pdf 2018-04-rossberg-annotations.pdf '
        '2018-04-rossberg-api-type-reflection.pdf 2018-04-rossberg-gc.pdf 2018-04-rossberg-memory-model.pdf '
        '2018-04-rossberg-multi-values.pdf 2018-04-rossberg-reference-types.pdf '
        '2018-04-rossberg-tail-calls.pdf 2018-10-rossberg-c-api.pdf 2018-10-rossberg-c-gc.pdf '
        '2018-10-rossberg-multi-values.pdf 2018-10-rossberg-reference-types.pdf '
        '2018-10-rossberg-tail-calls.pdf 2018-10-titzer-csp.pdf 2018-10-titzer-exceptions.pdf'
    ),
    'main/2019': (
        'CG-06.md WG-01-16.md WG-02-13.md WG-03-13.md WG-04-10.md WG-05-22.md WG-07-17.md WG-08-28.md'
    ),
    'main/2019/presentations': (
        '2019-06-aheejin-mstarzinger-exception-handling.pdf 2019-06-rossberg-reference-types.pdf '
        '2019-06-rossberg-simplifying-bulk-instructions.pdf 2019-06-rossberg-typed-function-references.pdf'
    ),
    'main/2020': (
        'CG-02.md CG-04-02-Subtyping.md CG-04-21-Subtyping.md WG-03-11.md'
    ),
    'main/2020/presentations': (
        '2020-02-ahn-exception-handling.pdf 2020-02-gohman-wasi-security-and-wasm-proposals.pdf '
        '2020-02-rossberg-annotations.pdf 2020-02-rossberg-continuations.pdf 2020-02-rossberg-gc-pt1.pdf '
        '2020-02-rossberg-multi-memory.pdf 2020-02-rossberg-multi-value.pdf 2020-02-rossberg-ref-type.pdf '
        '2020-02-tate-module-sharing-encapsulation.pdf 2020-02-tate-module-sharing-encapsulation.pptx '
        '2020-03-03-tate-roadmaps.pdf 2020-03-03-tate-roadmaps.pptx 2020-03-31-tate-remove-subtyping.pdf '
        '2020-03-31-tate-remove-subtyping.pptx 2020-04-02-rossberg-ref-type-subtyping.pdf '
        '2020-04-02-tate-call-indirect-subtyping.pdf 2020-04-02-tate-call-indirect-subtyping.pptx '
        '2020-04-14-tate-stack-primitives.pdf 2020-04-14-tate-stack-primitives.pptx '
        '2020-04-21-rossberg-ref-type-subtyping.pdf 2020-04-21-tate-embracing-heterogeneity.pdf '
        '2020-04-21-tate-embracing-heterogeneity.pptx 2020-04-28-gohman-c-api-safety.pdf '
        '2020-06-09-rossberg-ref-type-annotation.pdf 2020-07-07-tate-reference-identity.pptx '
        '2020-07-21-tate-dispatch-tags.pdf 2020-07-21-tate-dispatch-tags.pptx '
        '2020-07-21-tate-stack-inspection.pdf 2020-07-21-tate-stack-inspection.pptx '
        '2020-08-04-rossberg-continuations.pdf 2020-08-04-sivaramakrishnan-ocaml-handlers.pdf '
        '2020-08-04-tate-lightly-typed-webassembly.pdf 2020-08-04-tate-lightly-typed-webassembly.pptx '
        '2020-08-18-ahn-eh-two-phase-unwinding-pt1.pdf 2020-09-01-tate-first-class-stacks.pdf '
        '2020-09-01-tate-first-class-stacks.pptx 2020-09-15-ahn-eh-two-phase-unwinding-pt2.pdf'
    ),
    'main/2021': (
        'WG-02-10.md WG-03-10.md WG-04-14.md WG-05-12.md WG-06-09.md WG-07-14.md WG-08-11.md WG-09-08.md '
        'WG-10-13.md WG-11-10.md WG-12-08.md'
    ),
    'main/2021/presentations': (
        '2021-03-02-rossberg-sublanguages.pdf 2021-04-13-tate-collaborative-garbage-collection.pdf '
        '2021-04-13-tate-collaborative-garbage-collection.pptx '
        '2021-06-22-wirtz-webassembly-unicode-web-platform.pdf '
        '2021-07-20-abraham-winterton-trace-proposal.pdf 2021-07-20-ahn-exception-handling.pdf '
        '2021-09-28-penzin-fasttrack-proposals.pdf 2021-09-28-penzin-fasttrack-proposals.tex '
        '2021-09-28-penzin-flexible-vectors-update.pdf 2021-09-28-penzin-flexible-vectors-update.tex '
        '2021-10-26-rossberg-func-ref-type.pdf 2021-11-09-rossberg-annotations.pdf'
    ),
    'main/2022': (
        'CG-10.md WG-01-12.md WG-02-09.md WG-03-09.md WG-04-13.md WG-05-11.md WG-06-08.md WG-07-13.md '
        'WG-08-10.md WG-09-14.md WG-10-12.md WG-11-09.md WG-12-14.md'
    ),
    'main/2022/presentations': (
        '2022-10-11-tate-garbage-collection-root-scanning.pdf '
        '2022-10-11-tate-garbage-collection-root-scanning.pptx '
        '2022-10-11-tate-performance-analysis-of-webassembly-calls.pdf '
        '2022-10-11-tate-performance-analysis-of-webassembly-calls.pptx 2022-10-26-rossberg-func-ref-type.pdf '
        '2022-10-26-rossberg-staging.pdf'
    ),
    'main/2023': (
        'CG-10.md WG-01-11.md WG-02-08.md WG-03-08.md WG-04-12.md WG-05-10.md WG-06-14.md WG-07-12.md '
        'WG-08-09.md WG-09-20.md WG-10-11.md WG-11-08.md WG-12-13.md'
    ),
    'main/2023/presentations': (
        '2023-02-28-rossberg-principal-types.pdf 2023-05-12-chambart-freeze.pdf '
        '2023-06-20-Penzin_Flexible-vectors.pdf 2023-08-01-Penzin_Flexible-vectors-use-cases.pdf '
        '2023-08-01-titzer-revisiting-exnref.pdf 2023-09-12-ahn-eh-announcements.pdf '
        '2023-09-12-rossberg-gc-func-ref-type.pdf 2023-09-12-rossberg-spectec.pdf '
        '2023-10-11-thread-spawn-proposal.pdf 2023-10-rossberg-gc.pdf 2023-10-rossberg-multi-memory.pdf '
        '2023-10-rossberg-profiles.pdf 2023-10-rossberg-spectec.pdf 2023-9-26-ahn-eh-instruction-format.pdf '
        'Wasm_of_ocaml.-.Wasm.CG.meeting.pdf'
    ),
    'main/2024': (
        'CG-06.md WG-02-14.md WG-03-12.md WG-04-10.md WG-05-08.md WG-06-12.md WG-07-10.md WG-08-14.md '
        'WG-09-11.md WG-10-09.md WG-11-13.md WG-12-12.md'
    ),
    'main/2024/presentations': (
        '2024-01-30-tate-correct-compilation.pdf 2024-04-09-rossberg-spectec.pdf '
        '2024-06-05-rossberg-annotations.pdf 2024-06-05-titzer-eh-update.pdf '
        '2024-06-06-emrich-wasmfx-stack-switching.pdf 2024-06-06-rossberg-complexity.pdf '
        '2024-06-06-rossberg-spectec.pdf 2024-06-06-sankel-big-wasm-binaries.pdf'
    ),
    'main/2025': (
        'CG-02.md CG-10.md WG-02-05.md WG-03-05.md WG-04-02.md WG-04-30.md WG-05-28.md WG-06-25.md '
        'WG-07-23.md WG-08-20.md WG-09-17.md WG-10-15.md WG-11-12.md WG-12-10.md'
    ),
    'main/2025/presentations': (
        '2025-01-28-kloudkoder-rounding-mode.pdf 2025-01-28-pauldennis-rounding-mode.pdf '
        '2025-02-12-lindley-stack-switching.pdf 2025-02-13-rossberg-spectec.pdf '
        '2025-03-11-rossberg-spectec.pdf 2025-07-01-gohman-lime.md '
        '2025-10-28-doeraene-js-primitive-builtins.pdf 2025-10-29-rossberg-profiles.pdf '
        '2025-10-29-titzer-func-new.mp3 2025-10-29-titzer-func-new.pdf'
    ),
    'main/2026': (
        'CG-2026-01-13.md CG-2026-01-27.md CG-2026-02-10.md CG-2026-02-24.md CG-2026-03-10.md '
        'CG-2026-03-24.md CG-2026-04-07.md CG-2026-04-21.md CG-2026-05-05.md CG-2026-05-19.md '
        'CG-2026-06-02.md CG-2026-06-16.md CG-2026-06-30.md CG-2026-07-14.md CG-2026-07-28.md '
        'CG-2026-08-11.md CG-2026-08-25.md CG-2026-08.md CG-2026-09-08.md CG-2026-09-22.md CG-2026-10-06.md '
        'CG-2026-10-20.md CG-2026-11-17.md CG-2026-12-01.md CG-2026-12-15.md WG-2026-02-04.md '
        'WG-2026-03-04.md WG-2026-04-01.md WG-2026-04-29.md WG-2026-05-27.md WG-2026-06-24.md '
        'WG-2026-07-22.md WG-2026-08-19.md WG-2026-09-16.md WG-2026-10-14.md WG-2026-11-11.md '
        'WG-2026-12-09.md'
    ),
    'main/2026/presentations': (
        '2026-01-27-Custom-Descriptors-JS-Interop-January-2026.pdf 2026-01-27-Rounding-Variants.md '
        '2026-06-02-WebAssembly-Memory-Tagging.pdf SiemensLogistics.docx'
    ),
    'stack/2021': (
        'readme.md sg-11-1.md sg-3-8.md'
    ),
    'wasi/2019': (
        'WASI-06-27.md WASI-08-30.md WASI-12-05.md'
    ),
    'wasi/2021/presentations/2021-03-11-gohman-typed-main': (
        '404.html favicon.png highlight.js'
    ),
    'wasi/2021/presentations/2021-03-25-gohman-io-types': (
        'chapter_1b.html chapter_2a.html chapter_2d.html mark.min.js'
    ),
    'wasi/2021/presentations/2021-05-20-gohman-canonical-abi/fonts': (
        'open-sans-v17-all-charsets-300.woff2 open-sans-v17-all-charsets-600.woff2 '
        'open-sans-v17-all-charsets-600italic.woff2'
    ),
    'wasi/2022': (
        'WASI-02-24.md WASI-06-02.md WASI-11-03.md'
    ),
}

WASM_WASI_KIND = {
    'wasi/2019': (
        'WASI-05-02.md WASI-05-16.md WASI-05-30.md WASI-06-27.md WASI-07-18.md WASI-08-15.md WASI-08-30.md '
        'WASI-09-12.md WASI-09-26.md WASI-10-15.md WASI-10-24.md WASI-11-07.md WASI-11-21.md WASI-12-05.md '
        'WASI-12-19.md'
    ),
    'wasi/2020': (
        'WASI-01-16.md WASI-02-27.md WASI-03-12.md WASI-03-26.md WASI-04-09.md WASI-05-07.md WASI-05-21.md '
        'WASI-06-04.md WASI-07-02.md WASI-07-16.md WASI-07-30.md WASI-08-27.md WASI-09-10.md WASI-09-24.md '
        'WASI-10-08.md WASI-10-22.md WASI-11-19.md WASI-12-03.md'
    ),
    'wasi/2021': (
        'WASI-01-14.md WASI-01-28.md WASI-02-11.md WASI-02-25.md WASI-03-11.md WASI-03-25.md WASI-04-08.md '
        'WASI-04-22.md WASI-05-06.md WASI-05-20.md WASI-06-03.md WASI-06-17.md WASI-07-29.md WASI-08-12.md '
        'WASI-08-26.md WASI-09-09.md WASI-10-07.md WASI-10-21.md WASI-11-04.md WASI-11-18.md'
    ),
    'wasi/2022': (
        'WASI-01-13.md WASI-01-27.md WASI-02-10.md WASI-02-24.md WASI-03-24.md WASI-04-07.md WASI-04-21.md '
        'WASI-05-05.md WASI-05-19.md WASI-06-02.md WASI-06-16.md WASI-06-30.md WASI-07-14.md WASI-07-28.md '
        'WASI-08-11.md WASI-08-25.md WASI-09-08.md WASI-09-22.md WASI-10-06.md WASI-10-20.md WASI-11-03.md '
        'WASI-12-01.md WASI-12-15.md'
    ),
    'wasi/2023': (
        'WASI-01-12.md WASI-01-26.md WASI-02-09.md WASI-02-23.md WASI-03-09.md WASI-03-23.md WASI-04-20.md '
        'WASI-05-04.md WASI-06-01.md WASI-06-15.md WASI-06-29.md WASI-07-13.md WASI-07-27.md WASI-08-10.md '
        'WASI-08-24.md WASI-09-07.md WASI-09-21.md WASI-10-05.md WASI-10-19.md WASI-11-02.md WASI-11-16.md '
        'WASI-11-30.md WASI-12-14.md'
    ),
    'wasi/2024': (
        'WASI-01-11.md WASI-01-25.md WASI-02-08.md WASI-02-22.md WASI-03-21.md WASI-04-04.md WASI-04-18.md '
        'WASI-05-02.md WASI-05-16.md WASI-05-30.md WASI-06-13.md WASI-06-27.md WASI-07-11.md WASI-07-25.md '
        'WASI-08-08.md WASI-08-22.md WASI-09-05.md WASI-09-19.md WASI-10-03.md WASI-10-17.md WASI-10-31.md '
        'WASI-11-14.md WASI-12-12.md'
    ),
    'wasi/2025': (
        'WASI-01-09.md WASI-01-23.md WASI-02-06.md WASI-02-20.md WASI-03-06.md WASI-03-20.md WASI-04-03.md '
        'WASI-04-17.md WASI-05-01.md WASI-05-15.md WASI-05-29.md WASI-06-12.md WASI-06-26.md WASI-07-10.md '
        'WASI-07-24.md WASI-08-07.md WASI-08-21.md WASI-09-04.md WASI-09-18.md WASI-10-02.md WASI-10-16.md '
        'WASI-10-30.md WASI-11-13.md WASI-11-27.md WASI-12-11.md'
    ),
    'wasi/2026': (
        'WASI-01-08.md WASI-01-22.md WASI-02-05.md WASI-02-19.md WASI-03-05.md WASI-03-19.md WASI-04-02.md '
        'WASI-04-16.md WASI-04-30.md WASI-05-14.md WASI-05-28.md WASI-06-11.md WASI-06-25.md WASI-07-09.md '
        'WASI-07-23.md WASI-08-06.md WASI-08-20.md WASI-09-03.md WASI-09-17.md WASI-10-01.md WASI-10-15.md '
        'WASI-10-29.md WASI-11-12.md WASI-11-26.md WASI-12-10.md WASI-12-24.md'
    ),
}

WASM_WASI_OTHER = {
    '': (
        'debugging/2019/debugging-07-16.md',
        'debugging/2020/debugging-09-17.md',
        'gc/2023/presentations/2023-05-16-jun-typescript.pdf',
        'main/2017/WG-09-25.md',
        'main/2018/CG-07-10.md',
        'main/2018/CG-11-27.md',
        'main/2020/CG-01-21.md',
        'main/2020/CG-07-21.md',
        'main/2021/presentations/2021-11-09-rossberg-annotations.pdf',
        'main/2022/WG-11-09.md',
        'main/2023/WG-05-10.md',
        'main/2023/WG-06-14.md',
        'main/2023/presentations/2023-10-rossberg-multi-memory.pdf',
        'main/2025/CG-05-20.md',
        'main/2025/presentations/2025-01-28-pauldennis-rounding-mode.pdf',
        'simd/2021/SIMD-06-11.md',
        'simd/2021/presentations/2021-05-14-lemaitre-rfc-masks-challenges-for-wasm-flexible-vectors.pdf',
        'simd/2023/SIMD-06-02.md',
        'simd/2024/SIMD-11-22.md',
        'stack/2020/presentations/2020-11-02-tate-stack-mechanisms.pdf',
        'stack/2022/11-21-22.md',
        'stack/2022/6-6-22.md',
        'stack/2024/presentations/wasmfx.pdf',
        'stack/2024/stack-2024-04-22.md',
        'stack/2026/stack-2026-02-23.md',
        'threads/2025/THREADS-03-04.md',
        'threads/2026/THREADS-02-03.md',
        'threads/2026/THREADS-06-23.md',
        'wasi/2019/What HTTP Needs from WebAssembly.pdf',
        'wasi/2021/presentations/2021-03-11-gohman-typed-main/FontAwesome/fonts/FontAwesome.ttf',
        'wasi/2021/presentations/2021-03-11-gohman-typed-main/FontAwesome/fonts/fontawesome-webfont.woff',
        'wasi/2021/presentations/2021-03-11-gohman-typed-main/css/print.css',
        'wasi/2021/presentations/2021-03-25-gohman-io-types.pdf',
        'wasi/2021/presentations/2021-03-25-gohman-io-types/FontAwesome/css/font-awesome.css',
        'wasi/2021/presentations/2021-03-25-gohman-io-types/FontAwesome/fonts/fontawesome-webfont.ttf',
        'wasi/2021/presentations/2021-03-25-gohman-io-types/FontAwesome/fonts/fontawesome-webfont.woff2',
        'wasi/2021/presentations/2021-03-25-gohman-io-types/css/chrome.css',
        'wasi/2021/presentations/2021-05-20-gohman-canonical-abi/FontAwesome/fonts/FontAwesome.ttf',
        'wasi/2021/presentations/2021-05-20-gohman-canonical-abi/FontAwesome/fonts/fontawesome-webfont.svg',
        'wasi/2021/presentations/2021-07-29-alexcrichton-interface-types-and-wasi.pdf',
        'wasi/2023/presentations/2023-02-09-gohman-wasi-roadmap.pdf',
        'wasi/2024/presentations/2024-06-27-bailey-yosh-process-for-releases.pdf',
        'wasi/2024/presentations/long-term-support-for-preview1.pdf',
        'wasi/2025/presentations/2025-06-26 WASI 0.3.0 Update June.pdf',
        'wasi/2025/presentations/2025-07-10 wasi-gfx update.pdf',
        'wasi/2026/presentations/2026-07-09 wasi-webgpu update.pdf',
    ),
    'gc/2020': (
        'GC-06-16.md GC-06-30.md GC-07-14.md GC-08-11.md GC-09-22.md GC-12-01.md'
    ),
    'gc/2020/presentations': (
        '2020-06-02-rossberg-gc.pdf 2020-08-11-sugarbroad-gc-with-two-types.pdf '
        '2020-08-25-tate-typed-assembly-languages.pdf 2020-08-25-tate-typed-assembly-languages.pptx '
        '2020-09-29-tate-nominalize-mvp.pdf 2020-09-29-tate-nominalize-mvp.pptx '
        '2020-10-06-tate-superfluous-casts.pptx 2020-12-15-tate-type-recursion-and-un-decidability.pdf'
    ),
    'gc/2021': (
        'GC-02-23.md GC-05-18.md GC-06-29.md GC-07-27.md GC-09-21.md GC-10-19.md GC-11-16.md'
    ),
    'gc/2021/presentations': (
        '2021-05-18-rossberg-iso-recursion.pdf 2021-06-29-tate-deferred-loading-of-types.pdf '
        '2021-08-10-rossberg-taming-recursion.pdf 2021-09-21-separate-compilation-prioritization.pdf '
        '2021-11-16-rossberg-wob+waml.pdf'
    ),
    'gc/2022': (
        'GC-01-25.md GC-05-03.md GC-05-31.md GC-06-14.md GC-06-28.md GC-07-12.md GC-08-09.md GC-09-06.md '
        'GC-10-18.md GC-11-01.md GC-12-13.md'
    ),
    'gc/2023': (
        'GC-01-10.md GC-04-18.md GC-05-02.md GC-07-11.md GC-08-22.md GC-10-03.md'
    ),
    'main/2018/presentations': (
        '2018-04-rossberg-api-type-reflection.pdf 2018-04-rossberg-gc.pdf 2018-10-rossberg-multi-values.pdf'
    ),
    'main/2020/presentations': (
        '2020-02-ahn-exception-handling.pdf 2020-03-03-tate-roadmaps.pptx '
        '2020-06-09-rossberg-ref-type-annotation.pdf 2020-07-21-tate-dispatch-tags.pptx '
        '2020-09-01-tate-first-class-stacks.pdf'
    ),
    'main/2021': (
        'CG-03-02.md CG-11-09.md WG-10-13.md'
    ),
    'main/2024': (
        'CG-06-18.md CG-07-02.md CG-08-13.md CG-12-17.md WG-03-12.md WG-09-11.md'
    ),
    'main/2024/presentations': (
        '2024-06-05-titzer-eh-update.pdf 2024-06-06-emrich-wasmfx-stack-switching.pdf '
        '2024-06-06-sankel-big-wasm-binaries.pdf'
    ),
    'main/2026': (
        'CG-2026-08-25.md CG-2026-10-20.md WG-2026-02-04.md'
    ),
    'simd/2022': (
        'SIMD-07-08.md SIMD-09-30.md SIMD-10-14.md'
    ),
    'simd/2025': (
        'SIMD-01-17.md SIMD-02-14.md SIMD-08-01.md SIMD-08-29.md'
    ),
    'stack/2023': (
        'stack-2023-03-13.md stack-2023-03-27.md stack-2023-08-28.md'
    ),
    'stack/2025': (
        'stack-2025-04-07.md stack-2025-06-02.md stack-2025-10-06.md stack-2025-11-17.md'
    ),
    'threads/2024': (
        'THREADS-01-09.md THREADS-02-20.md THREADS-03-05.md THREADS-04-30.md THREADS-08-06.md'
    ),
    'wasi/2021/presentations/2021-03-11-gohman-typed-main': (
        '.nojekyll WebAssembly_Logo.svg ayu-highlight.css chapter_1a.html chapter_1c.html chapter_2.html '
        'chapter_2a.html chapter_2c.html chapter_2f.html chapter_3c.html chapter_4.html clipboard.min.js '
        'favicon.png highlight.js mark.min.js print.html searcher.js'
    ),
    'wasi/2021/presentations/2021-03-11-gohman-typed-main/fonts': (
        'OPEN-SANS-LICENSE.txt open-sans-v17-all-charsets-700italic.woff2 '
        'open-sans-v17-all-charsets-800italic.woff2'
    ),
    'wasi/2021/presentations/2021-03-25-gohman-io-types': (
        'MetadataSmall.png book.js chapter_1.html chapter_1e.html chapter_2a.html chapter_2b.html '
        'chapter_2e.html chapter_2f.html chapter_3b.html chapter_3g.html chapter_3h.html favicon.png '
        'favicon.svg highlight.css highlight.js print.html searcher.js searchindex.js'
    ),
    'wasi/2021/presentations/2021-03-25-gohman-io-types/fonts': (
        'open-sans-v17-all-charsets-300.woff2 open-sans-v17-all-charsets-600.woff2 '
        'open-sans-v17-all-charsets-700.woff2 open-sans-v17-all-charsets-800.woff2 '
        'open-sans-v17-all-charsets-italic.woff2 open-sans-v17-all-charsets-regular.woff2'
    ),
    'wasi/2021/presentations/2021-05-20-gohman-canonical-abi': (
        'Data.png DataSmall.png book.js chapter_1.html chapter_1a.html chapter_1b.html chapter_1c.html '
        'chapter_2a.html chapter_2c.html favicon.png highlight.css searchindex.js'
    ),
    'wasi/2021/presentations/2021-05-20-gohman-canonical-abi/css': (
        'chrome.css print.css variables.css'
    ),
    'wasi/2021/presentations/2021-05-20-gohman-canonical-abi/fonts': (
        'open-sans-v17-all-charsets-600.woff2 open-sans-v17-all-charsets-700.woff2 '
        'open-sans-v17-all-charsets-800.woff2'
    ),
    'wasi/2022/presentations': (
        '2022-02-10-bakker-sockets-and-address-lookup.pdf 2022-05-19-ricochet-wasi-sql.pdf '
        '2022-06-16-luke-async.pdf 2022-06-30-gohman-wasi-preview2.pdf 2022-10-20-kolny-wasi-tests.pdf'
    ),
    'wasi': (
        'README.md TEMPLATE.md gen-agendas'
    ),
}

WASM_STACK_KIND = {
    'stack/2023': (
        'stack-2023-01-30.md stack-2023-02-13.md stack-2023-02-27.md stack-2023-03-13.md stack-2023-03-27.md '
        'stack-2023-04-10.md stack-2023-04-24.md stack-2023-05-08.md stack-2023-07-17.md stack-2023-07-31.md '
        'stack-2023-08-14.md stack-2023-08-28.md stack-2023-09-11.md stack-2023-09-25.md stack-2023-11-06.md '
        'stack-2023-11-20.md stack-2023-12-04.md stack-2023-12-18.md'
    ),
    'stack/2024': (
        'stack-2024-01-29.md stack-2024-02-12.md stack-2024-02-26.md stack-2024-03-11.md stack-2024-03-25.md '
        'stack-2024-04-08.md stack-2024-04-22.md stack-2024-05-06.md stack-2024-05-20.md stack-2024-07-29.md '
        'stack-2024-08-26.md stack-2024-09-23.md stack-2024-10-21.md stack-2024-11-04.md stack-2024-12-02.md'
    ),
    'stack/2025': (
        'stack-2025-02-24.md stack-2025-03-10.md stack-2025-03-24.md stack-2025-04-07.md stack-2025-04-21.md '
        'stack-2025-05-19.md stack-2025-06-02.md stack-2025-06-16.md stack-2025-06-30.md stack-2025-07-14.md '
        'stack-2025-07-28.md stack-2025-08-11.md stack-2025-08-25.md stack-2025-09-22.md stack-2025-10-06.md '
        'stack-2025-10-20.md stack-2025-11-03.md stack-2025-11-17.md stack-2025-12-01.md stack-2025-12-15.md '
        'stack-2025-12-29.md'
    ),
    'stack/2026': (
        'stack-2025-06-15.md stack-2026-01-12.md stack-2026-01-26.md stack-2026-02-09.md stack-2026-02-23.md '
        'stack-2026-03-09.md stack-2026-03-23.md stack-2026-04-06.md stack-2026-04-20.md stack-2026-05-04.md '
        'stack-2026-05-18.md stack-2026-06-01.md stack-2026-06-15.md stack-2026-06-29.md stack-2026-07-13.md '
        'stack-2026-07-27.md stack-2026-08-10.md stack-2026-08-24.md stack-2026-09-07.md'
    ),
}

WASM_STACK_OTHER = {
    '': (
        'debugging/2019/debugging-07-16.md',
        'gc/2020/GC-12-01.md',
        'gc/2020/presentations/2020-10-06-tate-superfluous-casts.pdf',
        'gc/2020/presentations/2020-12-01-tate-determinizing-fields.pdf',
        'gc/2021/presentations/2021-10-05-christensen-compiling-dart.pdf',
        'gc/2022/GC-07-12.md',
        'gc/2023/GC-05-02.md',
        'gc/2023/GC-07-11.md',
        'gc/README.md',
        'main/2019/presentations/2019-06-rossberg-simplifying-bulk-instructions.pdf',
        'main/2019/presentations/2019-06-rossberg-typed-function-references.pdf',
        'main/2026/presentations/2026-01-27-Custom-Descriptors-JS-Interop-January-2026.pdf',
        'simd/2022/SIMD-02-18.md',
        'simd/2024/SIMD-08-02.md',
        'simd/2025/SIMD-04-11.md',
        'simd/2025/SIMD-05-09.md',
        'stack/2020/SG-11-30.md',
        'stack/2020/presentations/2020-10-05-lindley-effect-handler-oriented-programming.pdf',
        'stack/2024/presentations/libseff.pdf',
        'stack/2024/presentations/wasmfx.pdf',
        'stack/2025/Presentations/dhil-2025-05-19.pdf',
        'stack/2025/Presentations/mishra-2025-08-25.pdf',
        'stack/2026/Presentations/Kotlin Coroutines.pdf',
        'stack/2026/Presentations/WasmFX in V8.pdf',
        'wasi/2019/WASI-09-26.md',
        'wasi/2019/WASI-12-05.md',
        'wasi/2020/WASI-01-16.md',
        'wasi/2021/presentations/2021-03-11-gohman-typed-main/fonts/open-sans-v17-all-charsets-700.woff2',
        'wasi/2021/presentations/2021-03-11-gohman-typed-main/fonts/open-sans-v17-all-charsets-regular.woff2',
        'wasi/2021/presentations/2021-03-25-gohman-io-types.pdf',
        'wasi/2021/presentations/2021-03-25-gohman-io-types/fonts/open-sans-v17-all-charsets-600italic.woff2',
        'wasi/2021/presentations/2021-05-20-gohman-canonical-abi/favicon.svg',
        'wasi/2021/presentations/2021-05-20-gohman-canonical-abi/searchindex.json',
        'wasi/2024/WASI-12-12.md',
        'wasi/2024/presentations/Embedded Ecosystem Requirements.pdf',
        'wasi/2025/presentations/2025-10-02 WASI 0.3 Update October.pdf',
    ),
    'gc/2021': (
        'GC-05-04.md GC-05-18.md GC-09-21.md'
    ),
    'main/2017': (
        'CG-08-22.md CG-11-28.md CG-12-12.md WG-11-15.md WG-12-06.md'
    ),
    'main/2018': (
        'CG-01-09.md CG-04.md CG-07-10.md CG-09-04.md CG-10-16.md WG-01-11.md WG-04-04.md WG-06-06.md '
        'WG-08-29.md WG-09-26.md WG-12-05.md'
    ),
    'main/2018/presentations': (
        '2018-04-habibian-webassembly-in-blockchains.pdf 2018-04-rossberg-gc.pdf 2018-10-rossberg-c-api.pdf '
        '2018-10-rossberg-reference-types.pdf'
    ),
    'main/2019': (
        'CG-02-05.md CG-02-19.md CG-03-05.md CG-06.md CG-08-20.md CG-09-03.md CG-10-15.md WG-02-13.md '
        'WG-03-13.md WG-07-17.md'
    ),
    'main/2020': (
        'CG-02-18.md CG-03-17.md CG-04-28.md CG-05-12.md CG-10-13.md'
    ),
    'main/2020/presentations': (
        '2020-02-rossberg-continuations.pdf 2020-02-rossberg-meta-proposal-overlap.pdf '
        '2020-03-31-tate-remove-subtyping.pdf 2020-04-21-rossberg-ref-type-subtyping.pdf '
        '2020-07-21-tate-dispatch-tags.pdf 2020-07-21-tate-dispatch-tags.pptx '
        '2020-07-21-tate-stack-inspection.pptx 2020-08-04-tate-lightly-typed-webassembly.pptx '
        '2020-09-15-ahn-eh-two-phase-unwinding-pt2.pdf'
    ),
    'main/2021': (
        'CG-04-13.md CG-04-27.md CG-05-25.md CG-06-08.md CG-07-20.md CG-09-14.md CG-10-26.md CG-11-23.md '
        'WG-03-10.md WG-04-14.md WG-05-12.md WG-08-11.md WG-10-13.md'
    ),
    'main/2021/presentations': (
        '2021-07-20-ahn-exception-handling.pdf 2021-09-28-penzin-fasttrack-proposals.pdf '
        '2021-09-28-penzin-flexible-vectors-update.pdf'
    ),
    'main/2022': (
        'CG-03-01.md CG-05-10.md CG-06-07.md CG-06-21.md CG-07-19.md CG-08-16.md CG-09-27.md CG-10-11.md '
        'WG-02-09.md WG-03-09.md WG-07-13.md WG-10-12.md WG-11-09.md'
    ),
    'main/2022/presentations': (
        '2022-10-11-tate-garbage-collection-root-scanning.pptx '
        '2022-10-11-tate-performance-analysis-of-webassembly-calls.pdf '
        '2022-10-11-tate-performance-analysis-of-webassembly-calls.pptx 2022-10-26-rossberg-func-ref-type.pdf '
        '2022-10-26-rossberg-staging.pdf 2022-10-27-rossberg-stack-switching.pdf'
    ),
    'main/2023': (
        'CG-04-11.md CG-06-06.md WG-01-11.md WG-03-08.md WG-09-20.md'
    ),
    'main/2023/presentations': (
        '2023-08-01-Penzin_Flexible-vectors-use-cases.pdf 2023-09-12-ahn-eh-announcements.pdf '
        '2023-10-rossberg-spectec.pdf'
    ),
    'main/2024': (
        'CG-01-16.md CG-08-13.md CG-08-27.md CG-11-05.md CG-11-19.md CG-12-17.md WG-03-12.md WG-05-08.md '
        'WG-07-10.md WG-09-11.md'
    ),
    'main/2024/presentations': (
        '2024-01-30-tate-correct-compilation.pdf 2024-04-09-rossberg-spectec.pdf '
        '2024-06-05-rossberg-annotations.pdf'
    ),
    'main/2025': (
        'CG-01-14.md CG-01-28.md CG-02-25.md CG-07-29.md CG-08-12.md CG-09-09.md CG-10-07.md CG-11-18.md '
        'CG-12-16.md WG-06-25.md WG-07-23.md WG-12-10.md'
    ),
    'main/2025/presentations': (
        '2025-01-28-pauldennis-rounding-mode.pdf 2025-02-12-lindley-stack-switching.pdf '
        '2025-03-11-rossberg-spectec.pdf 2025-10-28-doeraene-js-primitive-builtins.pdf '
        '2025-10-29-rossberg-profiles.pdf 2025-10-29-titzer-func-new.pdf'
    ),
    'main/2026': (
        'CG-2026-01-13.md CG-2026-03-24.md CG-2026-10-20.md WG-2026-03-04.md WG-2026-04-29.md '
        'WG-2026-07-22.md WG-2026-11-11.md'
    ),
    'stack/2021': (
        'sg-10-18.md sg-11-1.md sg-2-22.md sg-3-8.md sg-4-5.md sg-5-3.md sg-6-14.md sg-6-28.md sg-7-12.md '
        'sg-8-23.md sg-9-20.md'
    ),
    'stack/2022': (
        '12-19-22.md 2-21-no-mtg.md 7-18-22.md'
    ),
    'wasi/2021': (
        'WASI-02-25.md WASI-06-03.md WASI-07-29.md'
    ),
    'wasi/2021/presentations/2021-03-11-gohman-typed-main': (
        'chapter_2e.html chapter_4b.html elasticlunr.min.js'
    ),
    'wasi/2021/presentations/2021-03-25-gohman-io-types': (
        'MetadataSmall.png chapter_2g.html chapter_3g.html'
    ),
    'wasi/2022': (
        'WASI-01-27.md WASI-06-02.md WASI-06-16.md WASI-11-03.md'
    ),
    'wasi/2025': (
        'WASI-03-06.md WASI-11-27.md WASI-12-11.md'
    ),
    'wasi/2026': (
        'WASI-02-05.md WASI-02-19.md WASI-08-20.md WASI-09-17.md WASI-10-29.md WASI-11-26.md'
    ),
}

AOC_SRC_KIND = {
    'src/year2015': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2016': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2017': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2018': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2019': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2020': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2021': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2022': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2023': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2024': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'src/year2025': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs'
    ),
}

AOC_SRC_OTHER = {
    '': (
        '.github/pull_request_template.md .github/workflows/checks.yml .github/workflows/docs.yml .gitignore '
        'CONTRIBUTING.md Cargo.toml LICENSE.md README.md benches/benchmark.rs justfile rustfmt.toml '
        'src/year2019/intcode.rs tests/test.rs'
    ),
    'docs': (
        'index.html logo.png pie-2015.svg pie-2016.svg pie-2017.svg pie-2018.svg pie-2019.svg pie-2020.svg '
        'pie-2021.svg pie-2022.svg pie-2023.svg pie-2024.svg pie-2025.svg pie-all.svg'
    ),
    'src/util': (
        'ansi.rs hash.rs heap.rs integer.rs math.rs thread.rs'
    ),
    'tests/year2015': (
        'day01.rs day03.rs day05.rs day07.rs day08.rs day09.rs day11.rs day12.rs day13.rs day15.rs day16.rs '
        'day17.rs day18.rs day19.rs day20.rs day22.rs day24.rs'
    ),
    'tests/year2016': (
        'day02.rs day05.rs day07.rs day08.rs day12.rs day15.rs day18.rs day20.rs day22.rs day24.rs'
    ),
    'tests/year2017': (
        'day01.rs day03.rs day04.rs day06.rs day07.rs day08.rs day09.rs day11.rs day13.rs day16.rs day18.rs '
        'day21.rs day24.rs'
    ),
    'tests/year2018': (
        'day01.rs day02.rs day03.rs day06.rs day07.rs day09.rs day13.rs day16.rs day18.rs day19.rs day21.rs '
        'day22.rs day23.rs'
    ),
    'tests/year2019': (
        'day01.rs day02.rs day04.rs day06.rs day08.rs day09.rs day10.rs day11.rs day13.rs day14.rs day15.rs '
        'day16.rs day18.rs day19.rs day21.rs day22.rs'
    ),
    'tests/year2020': (
        'day01.rs day06.rs day07.rs day08.rs day10.rs day15.rs day19.rs day21.rs day24.rs'
    ),
    'tests/year2021': (
        'day01.rs day02.rs day05.rs day06.rs day08.rs day12.rs day15.rs day16.rs day17.rs day18.rs day20.rs '
        'day24.rs day25.rs'
    ),
    'tests/year2022': (
        'day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs day14.rs day15.rs '
        'day17.rs day20.rs day22.rs day23.rs day25.rs'
    ),
    'tests/year2023': (
        'day02.rs day03.rs day06.rs day08.rs day09.rs day12.rs day13.rs day15.rs day16.rs day17.rs day19.rs '
        'day23.rs day25.rs'
    ),
    'tests/year2024': (
        'day01.rs day03.rs day04.rs day07.rs day09.rs day11.rs day16.rs day17.rs day19.rs day20.rs day21.rs '
        'day23.rs day25.rs'
    ),
    'tests/year2025': (
        'day02.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs day12.rs'
    ),
}

AOC_TESTS_KIND = {
    'tests/year2015': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2016': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2017': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2018': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2019': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2020': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2021': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2022': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2023': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2024': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs day13.rs day14.rs day15.rs day16.rs day17.rs day18.rs day19.rs day20.rs day21.rs day22.rs '
        'day23.rs day24.rs day25.rs'
    ),
    'tests/year2025': (
        'day01.rs day02.rs day03.rs day04.rs day05.rs day06.rs day07.rs day08.rs day09.rs day10.rs day11.rs '
        'day12.rs'
    ),
}

AOC_TESTS_OTHER = {
    '': (
        '.github/pull_request_template.md .github/workflows/checks.yml .github/workflows/docs.yml .gitignore '
        'CONTRIBUTING.md Cargo.toml LICENSE.md README.md benches/benchmark.rs justfile rustfmt.toml '
        'src/lib.rs'
    ),
    'docs': (
        'index.html logo.png pie-2015.svg pie-2016.svg pie-2017.svg pie-2018.svg pie-2019.svg pie-2020.svg '
        'pie-2021.svg pie-2022.svg pie-2023.svg pie-2024.svg pie-2025.svg pie-all.svg'
    ),
    'src/util': (
        'ansi.rs iter.rs md5.rs parse.rs'
    ),
    'src/year2015': (
        'day01.rs day05.rs day08.rs day09.rs day10.rs day11.rs day12.rs day13.rs day14.rs day18.rs day19.rs '
        'day21.rs day22.rs day24.rs day25.rs'
    ),
    'src/year2016': (
        'day01.rs day03.rs day04.rs day06.rs day07.rs day08.rs day09.rs day11.rs day12.rs day13.rs day15.rs '
        'day19.rs day20.rs day21.rs day23.rs day24.rs day25.rs'
    ),
    'src/year2017': (
        'day01.rs day03.rs day04.rs day06.rs day07.rs day08.rs day09.rs day11.rs day12.rs day13.rs day14.rs '
        'day15.rs day16.rs day21.rs'
    ),
    'src/year2018': (
        'day02.rs day03.rs day04.rs day09.rs day10.rs day16.rs day18.rs day19.rs day21.rs day22.rs'
    ),
    'src/year2019': (
        'day04.rs day07.rs day08.rs day09.rs day11.rs day12.rs day13.rs day16.rs day18.rs day19.rs day24.rs '
        'intcode.rs'
    ),
    'src/year2020': (
        'day02.rs day03.rs day05.rs day07.rs day08.rs day09.rs day12.rs day13.rs day15.rs day16.rs day17.rs '
        'day18.rs day19.rs day21.rs day22.rs day24.rs day25.rs'
    ),
    'src/year2021': (
        'day02.rs day03.rs day06.rs day18.rs day21.rs day22.rs day24.rs'
    ),
    'src/year2022': (
        'day01.rs day02.rs day03.rs day06.rs day07.rs day09.rs day10.rs day11.rs day14.rs day16.rs day18.rs '
        'day22.rs day23.rs day25.rs'
    ),
    'src/year2023': (
        'day02.rs day04.rs day05.rs day06.rs day08.rs day09.rs day13.rs day14.rs day15.rs day19.rs day20.rs '
        'day21.rs day22.rs day23.rs'
    ),
    'src/year2024': (
        'day01.rs day02.rs day04.rs day05.rs day06.rs day08.rs day09.rs day10.rs day11.rs day15.rs day16.rs '
        'day17.rs day18.rs day20.rs day22.rs day23.rs day25.rs'
    ),
    'src/year2025': (
        'day01.rs day04.rs day05.rs day07.rs day09.rs day10.rs day11.rs day12.rs'
    ),
}

RUSTLINGS_EX_KIND = {
    '': (
        'exercises/00_intro/intro1.rs exercises/00_intro/intro2.rs exercises/05_vecs/vecs1.rs '
        'exercises/05_vecs/vecs2.rs exercises/14_generics/generics1.rs exercises/14_generics/generics2.rs'
    ),
    'exercises/01_variables': (
        'variables1.rs variables2.rs variables3.rs variables4.rs variables5.rs variables6.rs'
    ),
    'exercises/02_functions': (
        'functions1.rs functions2.rs functions3.rs functions4.rs functions5.rs'
    ),
    'exercises/03_if': (
        'if1.rs if2.rs if3.rs'
    ),
    'exercises/04_primitive_types': (
        'primitive_types1.rs primitive_types2.rs primitive_types3.rs primitive_types4.rs primitive_types5.rs '
        'primitive_types6.rs'
    ),
    'exercises/06_move_semantics': (
        'move_semantics1.rs move_semantics2.rs move_semantics3.rs move_semantics4.rs move_semantics5.rs'
    ),
    'exercises/07_structs': (
        'structs1.rs structs2.rs structs3.rs'
    ),
    'exercises/08_enums': (
        'enums1.rs enums2.rs enums3.rs'
    ),
    'exercises/09_strings': (
        'strings1.rs strings2.rs strings3.rs strings4.rs'
    ),
    'exercises/10_modules': (
        'modules1.rs modules2.rs modules3.rs'
    ),
    'exercises/11_hashmaps': (
        'hashmaps1.rs hashmaps2.rs hashmaps3.rs'
    ),
    'exercises/12_options': (
        'options1.rs options2.rs options3.rs'
    ),
    'exercises/13_error_handling': (
        'errors1.rs errors2.rs errors3.rs errors4.rs errors5.rs errors6.rs'
    ),
    'exercises/15_traits': (
        'traits1.rs traits2.rs traits3.rs traits4.rs traits5.rs'
    ),
    'exercises/16_lifetimes': (
        'lifetimes1.rs lifetimes2.rs lifetimes3.rs'
    ),
    'exercises/17_tests': (
        'tests1.rs tests2.rs tests3.rs'
    ),
    'exercises/18_iterators': (
        'iterators1.rs iterators2.rs iterators3.rs iterators4.rs iterators5.rs'
    ),
    'exercises/19_smart_pointers': (
        'smart_pointers1.rs smart_pointers2.rs smart_pointers3.rs smart_pointers4.rs'
    ),
    'exercises/20_threads': (
        'threads1.rs threads2.rs threads3.rs'
    ),
    'exercises/21_macros': (
        'macros1.rs macros2.rs macros3.rs macros4.rs'
    ),
    'exercises/22_clippy': (
        'clippy1.rs clippy2.rs clippy3.rs'
    ),
    'exercises/23_conversions': (
        'conversions1.rs conversions2.rs conversions3.rs conversions4.rs conversions5.rs'
    ),
}

RUSTLINGS_EX_OTHER = {
    '': (
        '.cargo/config.toml .github/workflows/rust.yml .github/workflows/website.yml .rumdl.toml .typos.toml '
        'CHANGELOG.md Cargo.lock LICENSE build.rs clippy.toml dev-Cargo.toml exercises/00_intro/README.md '
        'exercises/01_variables/README.md exercises/02_functions/README.md exercises/03_if/README.md '
        'exercises/04_primitive_types/README.md exercises/05_vecs/README.md '
        'exercises/06_move_semantics/README.md exercises/07_structs/README.md exercises/08_enums/README.md '
        'exercises/09_strings/README.md exercises/10_modules/README.md exercises/11_hashmaps/README.md '
        'exercises/12_options/README.md exercises/13_error_handling/README.md exercises/14_generics/README.md '
        'exercises/15_traits/README.md exercises/16_lifetimes/README.md exercises/17_tests/README.md '
        'exercises/18_iterators/README.md exercises/19_smart_pointers/README.md '
        'exercises/20_threads/README.md exercises/21_macros/README.md exercises/22_clippy/README.md '
        'exercises/23_conversions/README.md exercises/README.md rustlings-macros/Cargo.toml '
        'rustlings-macros/info.toml solutions/00_intro/intro1.rs solutions/00_intro/intro2.rs '
        'solutions/05_vecs/vecs1.rs solutions/05_vecs/vecs2.rs solutions/14_generics/generics1.rs '
        'solutions/14_generics/generics2.rs solutions/README.md src/editor/zellij.rs src/watch/state.rs '
        'tests/integration_tests.rs tests/test_exercises/info.toml website/content/usage/index.md '
        'website/templates/shortcodes/details.html'
    ),
    'exercises/quizzes': (
        'README.md quiz1.rs quiz2.rs quiz3.rs'
    ),
    'solutions/01_variables': (
        'variables1.rs variables2.rs variables3.rs variables4.rs variables5.rs variables6.rs'
    ),
    'solutions/02_functions': (
        'functions1.rs functions2.rs functions3.rs functions4.rs functions5.rs'
    ),
    'solutions/03_if': (
        'if1.rs if2.rs if3.rs'
    ),
    'solutions/04_primitive_types': (
        'primitive_types1.rs primitive_types2.rs primitive_types3.rs primitive_types4.rs primitive_types5.rs '
        'primitive_types6.rs'
    ),
    'solutions/06_move_semantics': (
        'move_semantics1.rs move_semantics2.rs move_semantics3.rs move_semantics4.rs move_semantics5.rs'
    ),
    'solutions/07_structs': (
        'structs1.rs structs2.rs structs3.rs'
    ),
    'solutions/08_enums': (
        'enums1.rs enums2.rs enums3.rs'
    ),
    'solutions/09_strings': (
        'strings1.rs strings2.rs strings3.rs strings4.rs'
    ),
    'solutions/10_modules': (
        'modules1.rs modules2.rs modules3.rs'
    ),
    'solutions/11_hashmaps': (
        'hashmaps1.rs hashmaps2.rs hashmaps3.rs'
    ),
    'solutions/12_options': (
        'options1.rs options2.rs options3.rs'
    ),
    'solutions/13_error_handling': (
        'errors1.rs errors2.rs errors3.rs errors4.rs errors5.rs errors6.rs'
    ),
    'solutions/15_traits': (
        'traits1.rs traits2.rs traits3.rs traits4.rs traits5.rs'
    ),
    'solutions/16_lifetimes': (
        'lifetimes1.rs lifetimes2.rs lifetimes3.rs'
    ),
    'solutions/17_tests': (
        'tests1.rs tests2.rs tests3.rs'
    ),
    'solutions/18_iterators': (
        'iterators1.rs iterators2.rs iterators3.rs iterators4.rs iterators5.rs'
    ),
    'solutions/19_smart_pointers': (
        'smart_pointers1.rs smart_pointers2.rs smart_pointers3.rs smart_pointers4.rs'
    ),
    'solutions/20_threads': (
        'threads1.rs threads2.rs threads3.rs'
    ),
    'solutions/21_macros': (
        'macros1.rs macros2.rs macros3.rs macros4.rs'
    ),
    'solutions/22_clippy': (
        'clippy1.rs clippy2.rs clippy3.rs'
    ),
    'solutions/23_conversions': (
        'conversions1.rs conversions2.rs conversions3.rs conversions4.rs conversions5.rs'
    ),
    'solutions/quizzes': (
        'quiz1.rs quiz2.rs quiz3.rs'
    ),
    'src': (
        'app_state.rs cli.rs editor.rs embedded.rs exercise.rs info_file.rs init.rs list.rs main.rs run.rs '
        'watch.rs'
    ),
    'src/dev': (
        'check.rs new.rs update.rs'
    ),
    'tests/test_exercises/exercises': (
        'compilation_failure.rs compilation_success.rs not_in_info.rs test_failure.rs test_success.rs'
    ),
    'website': (
        '.gitignore config.toml input.css justfile package.json'
    ),
    'website/static/images': (
        'happy_ferris.svg panic.svg rust_logo.svg'
    ),
    'website/templates': (
        'anchor-link.html base.html index.html page.html'
    ),
}

RUSTLINGS_SOL_KIND = {
    '': (
        'solutions/00_intro/intro1.rs solutions/00_intro/intro2.rs solutions/05_vecs/vecs1.rs '
        'solutions/05_vecs/vecs2.rs solutions/14_generics/generics1.rs solutions/14_generics/generics2.rs'
    ),
    'solutions/01_variables': (
        'variables1.rs variables2.rs variables3.rs variables4.rs variables5.rs variables6.rs'
    ),
    'solutions/02_functions': (
        'functions1.rs functions2.rs functions3.rs functions4.rs functions5.rs'
    ),
    'solutions/03_if': (
        'if1.rs if2.rs if3.rs'
    ),
    'solutions/04_primitive_types': (
        'primitive_types1.rs primitive_types2.rs primitive_types3.rs primitive_types4.rs primitive_types5.rs '
        'primitive_types6.rs'
    ),
    'solutions/06_move_semantics': (
        'move_semantics1.rs move_semantics2.rs move_semantics3.rs move_semantics4.rs move_semantics5.rs'
    ),
    'solutions/07_structs': (
        'structs1.rs structs2.rs structs3.rs'
    ),
    'solutions/08_enums': (
        'enums1.rs enums2.rs enums3.rs'
    ),
    'solutions/09_strings': (
        'strings1.rs strings2.rs strings3.rs strings4.rs'
    ),
    'solutions/10_modules': (
        'modules1.rs modules2.rs modules3.rs'
    ),
    'solutions/11_hashmaps': (
        'hashmaps1.rs hashmaps2.rs hashmaps3.rs'
    ),
    'solutions/12_options': (
        'options1.rs options2.rs options3.rs'
    ),
    'solutions/13_error_handling': (
        'errors1.rs errors2.rs errors3.rs errors4.rs errors5.rs errors6.rs'
    ),
    'solutions/15_traits': (
        'traits1.rs traits2.rs traits3.rs traits4.rs traits5.rs'
    ),
    'solutions/16_lifetimes': (
        'lifetimes1.rs lifetimes2.rs lifetimes3.rs'
    ),
    'solutions/17_tests': (
        'tests1.rs tests2.rs tests3.rs'
    ),
    'solutions/18_iterators': (
        'iterators1.rs iterators2.rs iterators3.rs iterators4.rs iterators5.rs'
    ),
    'solutions/19_smart_pointers': (
        'smart_pointers1.rs smart_pointers2.rs smart_pointers3.rs smart_pointers4.rs'
    ),
    'solutions/20_threads': (
        'threads1.rs threads2.rs threads3.rs'
    ),
    'solutions/21_macros': (
        'macros1.rs macros2.rs macros3.rs macros4.rs'
    ),
    'solutions/22_clippy': (
        'clippy1.rs clippy2.rs clippy3.rs'
    ),
    'solutions/23_conversions': (
        'conversions1.rs conversions2.rs conversions3.rs conversions4.rs conversions5.rs'
    ),
}

RUSTLINGS_SOL_OTHER = {
    '': (
        '.cargo/config.toml .github/workflows/rust.yml .gitignore .rumdl.toml .typos.toml CHANGELOG.md '
        'CONTRIBUTING.md Cargo.lock Cargo.toml README.md build.rs dev/Cargo.toml dev/rustlings-repo.txt '
        'exercises/README.md release-hook.sh rustlings-macros/Cargo.toml rustlings-macros/info.toml '
        'solutions/README.md src/list/state.rs src/watch/state.rs src/watch/terminal_event.rs '
        'tests/integration_tests.rs tests/test_exercises/dev/Cargo.toml tests/test_exercises/info.toml '
        'website/content/_index.md website/content/setup/index.md website/static/images/happy_ferris.svg '
        'website/static/images/panic.svg website/templates/shortcodes/details.html'
    ),
    'exercises/00_intro': (
        'README.md intro1.rs intro2.rs'
    ),
    'exercises/01_variables': (
        'README.md variables1.rs variables2.rs variables3.rs variables4.rs variables5.rs variables6.rs'
    ),
    'exercises/02_functions': (
        'README.md functions1.rs functions2.rs functions3.rs functions4.rs functions5.rs'
    ),
    'exercises/03_if': (
        'README.md if1.rs if2.rs if3.rs'
    ),
    'exercises/04_primitive_types': (
        'README.md primitive_types1.rs primitive_types2.rs primitive_types3.rs primitive_types4.rs '
        'primitive_types5.rs primitive_types6.rs'
    ),
    'exercises/05_vecs': (
        'README.md vecs1.rs vecs2.rs'
    ),
    'exercises/06_move_semantics': (
        'README.md move_semantics1.rs move_semantics2.rs move_semantics3.rs move_semantics4.rs '
        'move_semantics5.rs'
    ),
    'exercises/07_structs': (
        'README.md structs1.rs structs2.rs structs3.rs'
    ),
    'exercises/08_enums': (
        'README.md enums1.rs enums2.rs enums3.rs'
    ),
    'exercises/09_strings': (
        'README.md strings1.rs strings2.rs strings3.rs strings4.rs'
    ),
    'exercises/10_modules': (
        'README.md modules1.rs modules2.rs modules3.rs'
    ),
    'exercises/11_hashmaps': (
        'README.md hashmaps1.rs hashmaps2.rs hashmaps3.rs'
    ),
    'exercises/12_options': (
        'README.md options1.rs options2.rs options3.rs'
    ),
    'exercises/13_error_handling': (
        'README.md errors1.rs errors2.rs errors3.rs errors4.rs errors5.rs errors6.rs'
    ),
    'exercises/14_generics': (
        'README.md generics1.rs generics2.rs'
    ),
    'exercises/15_traits': (
        'README.md traits1.rs traits2.rs traits3.rs traits4.rs traits5.rs'
    ),
    'exercises/16_lifetimes': (
        'README.md lifetimes1.rs lifetimes2.rs lifetimes3.rs'
    ),
    'exercises/17_tests': (
        'README.md tests1.rs tests2.rs tests3.rs'
    ),
    'exercises/18_iterators': (
        'README.md iterators1.rs iterators2.rs iterators3.rs iterators4.rs iterators5.rs'
    ),
    'exercises/19_smart_pointers': (
        'README.md smart_pointers1.rs smart_pointers2.rs smart_pointers3.rs smart_pointers4.rs'
    ),
    'exercises/20_threads': (
        'README.md threads1.rs threads2.rs threads3.rs'
    ),
    'exercises/21_macros': (
        'README.md macros1.rs macros2.rs macros3.rs macros4.rs'
    ),
    'exercises/22_clippy': (
        'README.md clippy1.rs clippy2.rs clippy3.rs'
    ),
    'exercises/23_conversions': (
        'README.md conversions1.rs conversions2.rs conversions3.rs conversions4.rs conversions5.rs'
    ),
    'exercises/quizzes': (
        'README.md quiz1.rs quiz2.rs quiz3.rs'
    ),
    'solutions/quizzes': (
        'quiz1.rs quiz2.rs quiz3.rs'
    ),
    'src': (
        'app_state.rs cargo_toml.rs cli.rs cmd.rs dev.rs exercise.rs info_file.rs list.rs main.rs watch.rs'
    ),
    'src/dev': (
        'check.rs new.rs update.rs'
    ),
    'tests/test_exercises/exercises': (
        'compilation_failure.rs compilation_success.rs test_failure.rs'
    ),
    'website': (
        '.gitignore config.toml input.css justfile'
    ),
    'website/templates': (
        '404.html base.html index.html'
    ),
}

DOTNET_PATCH_KIND = {
    '': (
        'release-notes/1.0/1.0.15/1.0.15.md release-notes/1.0/1.0.16/1.0.16.md '
        'release-notes/1.1/1.1.11/1.1.11.md release-notes/1.1/1.1.12/1.1.12.md '
        'release-notes/10.0/10.0.1/10.0.1.md release-notes/10.0/10.0.10/10.0.10.md '
        'release-notes/10.0/10.0.10/10.0.110.md release-notes/10.0/10.0.2/10.0.2.md '
        'release-notes/10.0/10.0.3/10.0.3.md release-notes/10.0/10.0.4/10.0.104.md '
        'release-notes/10.0/10.0.4/10.0.4.md release-notes/10.0/10.0.5/10.0.105.md '
        'release-notes/10.0/10.0.5/10.0.5.md release-notes/10.0/10.0.6/10.0.106.md '
        'release-notes/10.0/10.0.7/10.0.107.md release-notes/10.0/10.0.7/10.0.7.md '
        'release-notes/10.0/10.0.8/10.0.204.md release-notes/10.0/10.0.8/10.0.8.md '
        'release-notes/10.0/10.0.9/10.0.109.md release-notes/10.0/10.0.9/10.0.9.md '
        'release-notes/2.1/2.1.10/2.1.10.md release-notes/2.1/2.1.11/2.1.11.md '
        'release-notes/2.1/2.1.13/2.1.13.md release-notes/2.1/2.1.14/2.1.14.md '
        'release-notes/2.1/2.1.15/2.1.15.md release-notes/2.1/2.1.18/2.1.18.md '
        'release-notes/2.1/2.1.19/2.1.19.md release-notes/2.1/2.1.20/2.1.20.md '
        'release-notes/2.1/2.1.21/2.1.21.md release-notes/2.1/2.1.22/2.1.22.md '
        'release-notes/2.1/2.1.24/2.1.24.md release-notes/2.1/2.1.25/2.1.25.md '
        'release-notes/2.1/2.1.27/2.1.27.md release-notes/2.1/2.1.28/2.1.28.md '
        'release-notes/2.1/2.1.3/2.1.3.md release-notes/2.1/2.1.30/2.1.30.md '
        'release-notes/2.1/2.1.30/2.1.526.md release-notes/2.1/2.1.39/2.1.39.md '
        'release-notes/2.1/2.1.4/2.1.4.md release-notes/2.1/2.1.6/2.1.6.md release-notes/2.1/2.1.7/2.1.7.md '
        'release-notes/2.1/2.1.8/2.1.8.md release-notes/2.2/2.2.1/2.2.1.md release-notes/2.2/2.2.2/2.2.2.md '
        'release-notes/2.2/2.2.4/2.2.4.md release-notes/2.2/2.2.5/2.2.5.md release-notes/2.2/2.2.6/2.2.6.md '
        'release-notes/2.2/2.2.7/2.2.7.md release-notes/2.2/2.2.8/2.2.8.md release-notes/3.0/3.0.0/3.0.0.md '
        'release-notes/3.0/3.0.1/3.0.1.md release-notes/3.0/3.0.3/3.0.3.md release-notes/3.1/3.1.1/3.1.1.md '
        'release-notes/3.1/3.1.10/3.1.10.md release-notes/3.1/3.1.11/3.1.11.md '
        'release-notes/3.1/3.1.12/3.1.12.md release-notes/3.1/3.1.14/3.1.14.md '
        'release-notes/3.1/3.1.15/3.1.15.md release-notes/3.1/3.1.18/3.1.118.md '
        'release-notes/3.1/3.1.18/3.1.18.md release-notes/3.1/3.1.19/3.1.19.md '
        'release-notes/3.1/3.1.2/3.1.2.md release-notes/3.1/3.1.20/3.1.120.md '
        'release-notes/3.1/3.1.21/3.1.21.md release-notes/3.1/3.1.23/3.1.23.md '
        'release-notes/3.1/3.1.24/3.1.24.md release-notes/3.1/3.1.25/3.1.25.md '
        'release-notes/3.1/3.1.27/3.1.27.md release-notes/3.1/3.1.28/3.1.28.md '
        'release-notes/3.1/3.1.29/3.1.29.md release-notes/3.1/3.1.30/3.1.30.md '
        'release-notes/3.1/3.1.31/3.1.31.md release-notes/3.1/3.1.32/3.1.32.md '
        'release-notes/3.1/3.1.4/3.1.4.md release-notes/3.1/3.1.5/3.1.5.md release-notes/3.1/3.1.6/3.1.6.md '
        'release-notes/3.1/3.1.7/3.1.7.md release-notes/3.1/3.1.8/3.1.8.md release-notes/3.1/3.1.9/3.1.9.md '
        'release-notes/5.0/5.0.0/5.0.0.md release-notes/5.0/5.0.1/5.0.1.md release-notes/5.0/5.0.10/5.0.10.md '
        'release-notes/5.0/5.0.10/5.0.207.md release-notes/5.0/5.0.11/5.0.11.md '
        'release-notes/5.0/5.0.11/5.0.208.md release-notes/5.0/5.0.12/5.0.12.md '
        'release-notes/5.0/5.0.12/5.0.209.md release-notes/5.0/5.0.13/5.0.13.md '
        'release-notes/5.0/5.0.13/5.0.210.md release-notes/5.0/5.0.14/5.0.14.md '
        'release-notes/5.0/5.0.14/5.0.211.md release-notes/5.0/5.0.16/5.0.213.md '
        'release-notes/5.0/5.0.17/5.0.17.md release-notes/5.0/5.0.3/5.0.3.md release-notes/5.0/5.0.4/5.0.4.md '
        'release-notes/5.0/5.0.5/5.0.5.md release-notes/5.0/5.0.6/5.0.6.md release-notes/5.0/5.0.7/5.0.7.md '
        'release-notes/5.0/5.0.8/5.0.8.md release-notes/6.0/6.0.0/6.0.0.md '
        'release-notes/6.0/6.0.12/6.0.112.md release-notes/6.0/6.0.12/6.0.12.md '
        'release-notes/6.0/6.0.14/6.0.114.md release-notes/6.0/6.0.14/6.0.309.md '
        'release-notes/6.0/6.0.20/6.0.120.md release-notes/6.0/6.0.20/6.0.315.md '
        'release-notes/6.0/6.0.23/6.0.123.md release-notes/6.0/6.0.23/6.0.318.md '
        'release-notes/6.0/6.0.25/6.0.125.md release-notes/6.0/6.0.25/6.0.320.md '
        'release-notes/6.0/6.0.26/6.0.126.md release-notes/6.0/6.0.26/6.0.26.md '
        'release-notes/6.0/6.0.27/6.0.27.md release-notes/6.0/6.0.28/6.0.128.md '
        'release-notes/6.0/6.0.29/6.0.129.md release-notes/6.0/6.0.3/6.0.103.md '
        'release-notes/6.0/6.0.3/6.0.3.md release-notes/6.0/6.0.30/6.0.130.md '
        'release-notes/6.0/6.0.30/6.0.30.md release-notes/6.0/6.0.31/6.0.131.md '
        'release-notes/6.0/6.0.31/6.0.31.md release-notes/6.0/6.0.32/6.0.132.md '
        'release-notes/6.0/6.0.32/6.0.32.md release-notes/6.0/6.0.33/6.0.133.md '
        'release-notes/6.0/6.0.35/6.0.135.md release-notes/6.0/6.0.35/6.0.35.md '
        'release-notes/6.0/6.0.36/6.0.136.md release-notes/6.0/6.0.36/6.0.36.md '
        'release-notes/6.0/6.0.4/6.0.4.md release-notes/6.0/6.0.6/6.0.106.md release-notes/6.0/6.0.6/6.0.6.md '
        'release-notes/6.0/6.0.7/6.0.107.md release-notes/6.0/6.0.7/6.0.7.md release-notes/7.0/7.0.1/7.0.1.md '
        'release-notes/7.0/7.0.12/7.0.12.md release-notes/7.0/7.0.12/7.0.309.md '
        'release-notes/7.0/7.0.15/7.0.15.md release-notes/7.0/7.0.15/7.0.312.md '
        'release-notes/7.0/7.0.16/7.0.16.md release-notes/7.0/7.0.17/7.0.117.md '
        'release-notes/7.0/7.0.17/7.0.314.md release-notes/7.0/7.0.18/7.0.18.md '
        'release-notes/7.0/7.0.18/7.0.315.md release-notes/7.0/7.0.2/7.0.2.md '
        'release-notes/7.0/7.0.20/7.0.120.md release-notes/7.0/7.0.20/7.0.20.md '
        'release-notes/7.0/7.0.3/7.0.103.md release-notes/7.0/7.0.3/7.0.201.md '
        'release-notes/7.0/7.0.4/7.0.104.md release-notes/7.0/7.0.4/7.0.202.md '
        'release-notes/7.0/7.0.5/7.0.105.md release-notes/7.0/7.0.7/7.0.107.md '
        'release-notes/7.0/7.0.7/7.0.7.md release-notes/7.0/7.0.8/7.0.108.md release-notes/7.0/7.0.8/7.0.8.md '
        'release-notes/7.0/7.0.9/7.0.109.md release-notes/7.0/7.0.9/7.0.9.md '
        'release-notes/8.0/8.0.12/8.0.112.md release-notes/8.0/8.0.15/8.0.115.md '
        'release-notes/8.0/8.0.15/8.0.311.md release-notes/8.0/8.0.18/8.0.18.md '
        'release-notes/8.0/8.0.18/8.0.315.md release-notes/8.0/8.0.19/8.0.316.md '
        'release-notes/8.0/8.0.20/8.0.20.md release-notes/8.0/8.0.20/8.0.317.md '
        'release-notes/8.0/8.0.21/8.0.121.md release-notes/8.0/8.0.21/8.0.318.md '
        'release-notes/8.0/8.0.22/8.0.122.md release-notes/8.0/8.0.22/8.0.319.md '
        'release-notes/8.0/8.0.23/8.0.123.md release-notes/8.0/8.0.23/8.0.23.md '
        'release-notes/8.0/8.0.24/8.0.24.md release-notes/8.0/8.0.25/8.0.125.md '
        'release-notes/8.0/8.0.25/8.0.25.md release-notes/8.0/8.0.27/8.0.27.md '
        'release-notes/8.0/8.0.29/8.0.129.md release-notes/8.0/8.0.29/8.0.29.md '
        'release-notes/8.0/8.0.4/8.0.104.md release-notes/8.0/8.0.4/8.0.4.md release-notes/8.0/8.0.5/8.0.5.md '
        'release-notes/8.0/8.0.7/8.0.7.md release-notes/8.0/8.0.8/8.0.108.md '
        'release-notes/8.0/8.0.8/8.0.402.md release-notes/9.0/9.0.0/9.0.0.md '
        'release-notes/9.0/9.0.10/9.0.111.md release-notes/9.0/9.0.13/9.0.114.md '
        'release-notes/9.0/9.0.13/9.0.13.md release-notes/9.0/9.0.14/9.0.115.md '
        'release-notes/9.0/9.0.14/9.0.14.md release-notes/9.0/9.0.15/9.0.116.md '
        'release-notes/9.0/9.0.15/9.0.15.md release-notes/9.0/9.0.16/9.0.117.md '
        'release-notes/9.0/9.0.17/9.0.118.md release-notes/9.0/9.0.18/9.0.18.md '
        'release-notes/9.0/9.0.2/9.0.103.md release-notes/9.0/9.0.2/9.0.2.md '
        'release-notes/9.0/9.0.3/9.0.104.md release-notes/9.0/9.0.3/9.0.202.md '
        'release-notes/9.0/9.0.4/9.0.4.md release-notes/9.0/9.0.5/9.0.5.md release-notes/9.0/9.0.6/9.0.107.md '
        'release-notes/9.0/9.0.6/9.0.6.md release-notes/9.0/9.0.7/9.0.108.md '
        'release-notes/9.0/9.0.7/9.0.303.md release-notes/9.0/9.0.8/9.0.109.md '
        'release-notes/9.0/9.0.8/9.0.8.md release-notes/9.0/9.0.9/9.0.110.md release-notes/9.0/9.0.9/9.0.9.md'
    ),
    'release-notes/5.0/5.0.9': (
        '5.0.206.md 5.0.303.md 5.0.9.md'
    ),
    'release-notes/6.0/6.0.10': (
        '6.0.10.md 6.0.110.md 6.0.305.md'
    ),
    'release-notes/6.0/6.0.11': (
        '6.0.11.md 6.0.111.md 6.0.306.md'
    ),
    'release-notes/6.0/6.0.13': (
        '6.0.113.md 6.0.13.md 6.0.308.md'
    ),
    'release-notes/6.0/6.0.15': (
        '6.0.115.md 6.0.15.md 6.0.310.md'
    ),
    'release-notes/6.0/6.0.16': (
        '6.0.116.md 6.0.16.md 6.0.311.md'
    ),
    'release-notes/6.0/6.0.18': (
        '6.0.118.md 6.0.18.md 6.0.313.md'
    ),
    'release-notes/6.0/6.0.19': (
        '6.0.119.md 6.0.19.md 6.0.314.md'
    ),
    'release-notes/6.0/6.0.21': (
        '6.0.121.md 6.0.21.md 6.0.316.md'
    ),
    'release-notes/6.0/6.0.22': (
        '6.0.122.md 6.0.22.md 6.0.317.md'
    ),
    'release-notes/6.0/6.0.24': (
        '6.0.124.md 6.0.24.md 6.0.319.md'
    ),
    'release-notes/6.0/6.0.5': (
        '6.0.105.md 6.0.300.md 6.0.5.md'
    ),
    'release-notes/6.0/6.0.8': (
        '6.0.108.md 6.0.400.md 6.0.8.md'
    ),
    'release-notes/6.0/6.0.9': (
        '6.0.109.md 6.0.304.md 6.0.9.md'
    ),
    'release-notes/7.0/7.0.10': (
        '7.0.10.md 7.0.110.md 7.0.307.md'
    ),
    'release-notes/7.0/7.0.11': (
        '7.0.11.md 7.0.111.md 7.0.308.md'
    ),
    'release-notes/7.0/7.0.13': (
        '7.0.113.md 7.0.13.md 7.0.310.md'
    ),
    'release-notes/7.0/7.0.14': (
        '7.0.114.md 7.0.14.md 7.0.311.md'
    ),
    'release-notes/7.0/7.0.19': (
        '7.0.119.md 7.0.19.md 7.0.316.md'
    ),
    'release-notes/8.0/8.0.10': (
        '8.0.10.md 8.0.110.md 8.0.306.md'
    ),
    'release-notes/8.0/8.0.11': (
        '8.0.11.md 8.0.111.md 8.0.307.md'
    ),
    'release-notes/8.0/8.0.13': (
        '8.0.113.md 8.0.13.md 8.0.309.md'
    ),
    'release-notes/8.0/8.0.14': (
        '8.0.114.md 8.0.14.md 8.0.310.md'
    ),
    'release-notes/8.0/8.0.16': (
        '8.0.116.md 8.0.16.md 8.0.312.md 8.0.313.md 8.0.410.md'
    ),
    'release-notes/8.0/8.0.17': (
        '8.0.117.md 8.0.17.md 8.0.314.md'
    ),
    'release-notes/8.0/8.0.2': (
        '8.0.102.md 8.0.2.md 8.0.201.md'
    ),
    'release-notes/8.0/8.0.3': (
        '8.0.103.md 8.0.203.md 8.0.3.md'
    ),
    'release-notes/8.0/8.0.6': (
        '8.0.106.md 8.0.206.md 8.0.302.md'
    ),
    'release-notes/9.0/9.0.11': (
        '9.0.11.md 9.0.112.md 9.0.308.md'
    ),
    'release-notes/9.0/9.0.12': (
        '9.0.113.md 9.0.12.md 9.0.310.md'
    ),
}

DOTNET_PATCH_OTHER = {
    '': (
        '.gitattributes .github/ISSUE_TEMPLATE/03_package_deprecation.yaml .github/copilot-instructions.md '
        '.github/linters/.markdownlintignore .github/mcp.json .github/prompts/scaffoldpreview.prompt.md '
        '.github/skills/api-diff-validation/SKILL.md .github/skills/generate-changes/SKILL.md '
        '.github/skills/publish-release-announcements/SKILL.md .github/skills/review-release-notes/SKILL.md '
        '.github/skills/update-os-packages/SKILL.md .github/skills/update-release-graph/SKILL.md '
        '.github/skills/update-supported-os/SKILL.md .github/workflows/shared/pat_pool.md '
        '.vscode/settings.json CONTRIBUTING.md Documentation/diagnostics/portable_pdb.md '
        'Documentation/diagnostics/source_link.md Documentation/policies/package-servicing.md '
        'Documentation/security-foundations/README.md '
        'Documentation/security-foundations/vulnerability-theory.md '
        'Documentation/security-group/dotnet-security-group-agreement.md '
        'Documentation/security-group/dotnet-security-group.md README.md SECURITY.md daily-builds.md '
        'eng/core-ci.yml eng/pipelines/azure-pipelines.yml license-information.md linux-support.md linux.md '
        'microsoft-support.md release-notes/1.0/1.0.0-api.md release-notes/1.0/1.0.15/1.0.15-download.md '
        'release-notes/1.0/1.0.9.md release-notes/1.1/1.1.1-manifest.md '
        'release-notes/1.1/1.1.12/1.1.12-download.md release-notes/10.0/10.0.1/release.json '
        'release-notes/10.0/10.0.10/release.json release-notes/10.0/10.0.2/release.json '
        'release-notes/10.0/10.0.3/release.json release-notes/10.0/10.0.4/release.json '
        'release-notes/10.0/10.0.5/release.json release-notes/10.0/10.0.6/release.json '
        'release-notes/10.0/10.0.8/release.json release-notes/10.0/10.0.9/release.json '
        'release-notes/10.0/api-diff/Microsoft.NETCore.App/10.0.0_System.Reflection.Emit.md '
        'release-notes/10.0/preview/preview1/api-diff/Microsoft.WindowsDesktop.App/10.0-preview1_Microsoft.Win32.SystemEvents.md '
        'release-notes/10.0/preview/preview1/aspnetcore.md '
        'release-notes/10.0/preview/preview2/10.0.0-preview.2.md '
        'release-notes/10.0/preview/preview3/api-diff/Microsoft.AspNetCore.App/10.0-preview3_Microsoft.AspNetCore.Components.md '
        'release-notes/10.0/preview/preview3/api-diff/Microsoft.NETCore.App/10.0-preview3_System.Threading.md '
        'release-notes/10.0/preview/preview4/api-diff/Microsoft.AspNetCore.App/10.0-preview4_Microsoft.JSInterop.md '
        'release-notes/10.0/preview/preview5/api-diff/Microsoft.AspNetCore.App/10.0-preview5_Microsoft.AspNetCore.Server.HttpSys.md '
        'release-notes/10.0/preview/preview5/api-diff/Microsoft.AspNetCore.App/10.0-preview5_Microsoft.Extensions.DependencyInjection.Abstractions.md '
        'release-notes/10.0/preview/preview5/api-diff/Microsoft.NETCore.App/10.0-preview5_System.Runtime.md '
        'release-notes/10.0/preview/preview6/api-diff/Microsoft.NETCore.App/10.0-preview6_System.Data.Common.md '
        'release-notes/10.0/preview/preview6/libraries.md '
        'release-notes/10.0/preview/rc1/api-diff/Microsoft.AspNetCore.App/10.0-rc1_Microsoft.AspNetCore.Diagnostics.md '
        'release-notes/11.0/preview/preview1/api-diff/Microsoft.AspNetCore.App/11.0-preview1_Microsoft.AspNetCore.Mvc.Abstractions.md '
        'release-notes/11.0/preview/preview2/api-diff/Microsoft.AspNetCore.App/11.0-preview2_Microsoft.AspNetCore.Components.Endpoints.md '
        'release-notes/11.0/preview/preview2/api-diff/README.md '
        'release-notes/11.0/preview/preview4/api-diff/Microsoft.NETCore.App/11.0-preview4_System.Security.Cryptography.md '
        'release-notes/11.0/preview/preview6/api-diff/Microsoft.AspNetCore.App/11.0-preview6_Microsoft.Extensions.Options.DataAnnotations.md '
        'release-notes/11.0/preview/preview6/api-diff/Microsoft.NETCore.App/11.0-preview6_System.Runtime.InteropServices.md '
        'release-notes/11.0/preview/preview6/features.json release-notes/2.1/2.1.10/2.1.10-download.md '
        'release-notes/2.1/2.1.11/2.1.11-download.md release-notes/2.1/2.1.13/2.1.13-download.md '
        'release-notes/2.1/2.1.13/2.1.802-download.md release-notes/2.1/2.1.14/2.1.14-install-instructions.md '
        'release-notes/2.1/2.1.14/2.1.607-download.md release-notes/2.1/2.1.15/2.1.15-install-instructions.md '
        'release-notes/2.1/2.1.15/2.1.608-download.md release-notes/2.1/2.1.22/2.1.615-download.md '
        'release-notes/2.1/2.1.22/2.1.810-download.md release-notes/2.1/2.1.24/2.1.24-install-instructions.md '
        'release-notes/2.1/2.1.24/2.1.812-download.md release-notes/2.1/2.1.25/2.1.25-install-instructions.md '
        'release-notes/2.1/2.1.25/2.1.813-download.md release-notes/2.1/2.1.27/2.1.27-install-instructions.md '
        'release-notes/2.1/2.1.28/2.1.816-download.md release-notes/2.1/2.1.3/2.1.3-commits.md '
        'release-notes/2.1/2.1.3/2.1.3-download.md release-notes/2.1/2.1.30/2.1.30-install-instructions.md '
        'release-notes/2.1/2.1.4/2.1.4-commits.md release-notes/2.1/2.1.4/2.1.4-download.md '
        'release-notes/2.1/2.1.5/2.1.5-download.md release-notes/2.1/2.1.6/2.1.6-commits.md '
        'release-notes/2.1/2.1.7/2.1.7-commits.md release-notes/2.1/2.1.7/2.1.7-download.md '
        'release-notes/2.1/2.1.8/2.1.8-download.md release-notes/2.1/2.1.8/2.1.8-known-issues.md '
        'release-notes/2.1/Preview/api-diff/preview1/2.1-preview1_System.Buffers.md '
        'release-notes/2.1/Preview/api-diff/preview2/2.1-preview2_System.Numerics.md '
        'release-notes/2.1/Preview/api-diff/preview2/2.1-preview2_System.Reflection.PortableExecutable.md '
        'release-notes/2.2/2.2.1/2.2.1-download.md release-notes/2.2/2.2.2/2.2.2-download.md '
        'release-notes/2.2/2.2.4/2.2.4-download.md release-notes/2.2/2.2.5/2.2.5-download.md '
        'release-notes/2.2/2.2.8/2.2.207-download.md release-notes/2.2/2.2.8/2.2.8-install-instructions.md '
        'release-notes/3.0/3.0.0/3.0.0-contrib.md release-notes/3.0/3.0.1/3.0.1-install-instructions.md '
        'release-notes/3.0/3.0.3/3.0.3-install-instructions.md '
        'release-notes/3.0/api-diff/.Net/standalone-packages/3.0.0-standalone-packages_System.Text.Unicode.md '
        'release-notes/3.0/preview/3.0.0-preview3-download.md '
        'release-notes/3.0/preview/api-diff/preview2/3.0-preview2_System.Runtime.Intrinsics.X86.md '
        'release-notes/3.0/preview/api-diff/preview4/3.0-preview4_System.Net.Security.md '
        'release-notes/3.0/preview/api-diff/preview5/3.0-preview5_System.Text.Json.md '
        'release-notes/3.0/preview/api-diff/preview6/standalone-packages/3.0-preview6_System.Security.AccessControl.md '
        'release-notes/3.0/preview/api-diff/preview7/3.0-preview7_System.Runtime.Intrinsics.md '
        'release-notes/3.0/preview/api-diff/preview7/3.0-preview7_System.md '
        'release-notes/3.1/3.1.1/3.1.1-install-instructions.md '
        'release-notes/3.1/3.1.10/3.1.10-install-instructions.md release-notes/3.1/3.1.10/3.1.404-download.md '
        'release-notes/3.1/3.1.11/3.1.405-download.md release-notes/3.1/3.1.14/3.1.14-install-instructions.md '
        'release-notes/3.1/3.1.14/3.1.408-download.md release-notes/3.1/3.1.15/3.1.15-install-instructions.md '
        'release-notes/3.1/3.1.15/3.1.409-download.md release-notes/3.1/3.1.17/3.1.17-install-instructions.md '
        'release-notes/3.1/3.1.2/3.1.2-install-instructions.md release-notes/3.1/3.1.2/3.1.200-sdk.md '
        'release-notes/3.1/3.1.5/3.1.301-download.md release-notes/3.1/3.1.5/3.1.5-install-instructions.md '
        'release-notes/3.1/3.1.6/3.1.302-download.md release-notes/3.1/3.1.6/3.1.6-install-instructions.md '
        'release-notes/3.1/3.1.7/3.1.401-download.md release-notes/3.1/3.1.7/3.1.7-install-instructions.md '
        'release-notes/3.1/3.1.8/3.1.402-download.md release-notes/3.1/3.1.8/3.1.8-install-instructions.md '
        'release-notes/3.1/3.1.9/3.1.403-download.md release-notes/3.1/3.1.9/3.1.9-install-instructions.md '
        'release-notes/5.0/5.0-contributor-list.md release-notes/5.0/5.0.0/5.0.0-install-instructions.md '
        'release-notes/5.0/5.0.1/5.0.1-install-instructions.md release-notes/5.0/5.0.3/5.0.200-sdk.md '
        'release-notes/5.0/5.0.3/5.0.3-install-instructions.md release-notes/5.0/5.0.4/5.0.201-download.md '
        'release-notes/5.0/5.0.4/5.0.4-install-instructions.md '
        'release-notes/5.0/5.0.5/5.0.5-install-instructions.md release-notes/5.0/5.0.6/5.0.300-sdk.md '
        'release-notes/5.0/5.0.6/5.0.6-install-instructions.md release-notes/5.0/5.0.7/5.0.301-sdk.md '
        'release-notes/5.0/5.0.8/5.0.8-install-instructions.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/.NET/5.0_System.Net.Sockets.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/.NET/standalone/5.0-standalone_System.Drawing.Common.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/.NET/standalone/5.0-standalone_System.Net.Http.WinHttpHandler.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/ASP.NET/5.0_Microsoft.AspNetCore.Http.Json.md '
        'release-notes/5.0/api-diff/netstandard2.1/5.0.md '
        'release-notes/5.0/preview/api-diff/preview2/Asp.Net/5.0-preview2_Microsoft.AspNetCore.Server.Kestrel.Core.md '
        'release-notes/5.0/preview/api-diff/preview4/Asp.Net/5.0-preview4_Microsoft.AspNetCore.Mvc.Rendering.md '
        'release-notes/5.0/preview/api-diff/preview4/Asp.Net/5.0-preview4_Microsoft.Extensions.DependencyInjection.md '
        'release-notes/5.0/preview/api-diff/preview5/.Net/5.0-preview5_System.Runtime.InteropServices.md '
        'release-notes/5.0/preview/api-diff/preview8/Asp.Net/5.0-preview8_Microsoft.AspNetCore.WebUtilities.md '
        'release-notes/5.0/preview/api-diff/rc1/.Net/5.0-rc1_System.Net.md '
        'release-notes/6.0/6.0.3/6.0.300-sdk.md '
        'release-notes/6.0/api-diff/.Net/6.0.0_System.Runtime.Versioning.md '
        'release-notes/6.0/preview/6.0.0-rc.2.md '
        'release-notes/6.0/preview/api-diff/preview1/Asp.Net/6.0-preview1_Microsoft.AspNetCore.Mvc.ModelBinding.Validation.md '
        'release-notes/6.0/preview/api-diff/preview2/.Net/6.0-preview2_System.Text.Json.Serialization.md '
        'release-notes/6.0/preview/api-diff/preview4/.Net/6.0-preview4_System.md '
        'release-notes/6.0/preview/api-diff/preview6/.Net/6.0-preview6_System.Net.Http.Headers.md '
        'release-notes/6.0/preview/api-diff/rc1/Asp.Net/6.0.0-rc1_Microsoft.AspNetCore.Builder.md '
        'release-notes/6.0/preview/api-diff/rc1/Asp.Net/6.0.0-rc1_Microsoft.AspNetCore.Http.md '
        'release-notes/7.0/7.0.0/api-diff/Microsoft.WindowsDesktop.App/7.0.0_System.Windows.Forms.Layout.md '
        'release-notes/7.0/7.0.5/7.0.400-preview.md release-notes/7.0/install.md '
        'release-notes/7.0/preview/api-diff/preview3/Microsoft.WindowsDesktop.App/7.0-preview3_System.Windows.Forms.Design.md '
        'release-notes/7.0/preview/api-diff/preview4/Microsoft.AspNetCore.App/7.0-preview4_Microsoft.AspNetCore.SignalR.Protocol.md '
        'release-notes/7.0/preview/api-diff/preview4/Microsoft.AspNetCore.App/7.0-preview4_Microsoft.Extensions.DependencyInjection.md '
        'release-notes/7.0/preview/api-diff/preview5/Microsoft.NETCore.App/7.0-preview5_System.md '
        'release-notes/7.0/preview/api-diff/preview6/Microsoft.AspNetCore.App/7.0-preview6_Microsoft.AspNetCore.Mvc.ApplicationModels.md '
        'release-notes/7.0/preview/api-diff/preview6/Microsoft.NETCore.App/7.0-preview6_System.Net.Security.md '
        'release-notes/7.0/preview/api-diff/preview7/Microsoft.AspNetCore.App/7.0-preview7_Microsoft.AspNetCore.Http.HttpResults.md '
        'release-notes/7.0/preview/api-diff/preview7/Microsoft.NETCore.App/7.0-preview7_System.Security.Cryptography.X509Certificates.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.NETCore.App/7.0-rc1_System.Runtime.Serialization.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.NETCore.App/7.0-rc1_System.Transactions.md '
        'release-notes/8.0/8.0.10/release.json release-notes/8.0/8.0.11/release.json '
        'release-notes/8.0/8.0.12/release.json release-notes/8.0/8.0.13/release.json '
        'release-notes/8.0/8.0.14/release.json release-notes/8.0/8.0.15/release.json '
        'release-notes/8.0/8.0.16/release.json release-notes/8.0/8.0.17/release.json '
        'release-notes/8.0/8.0.18/release.json release-notes/8.0/8.0.19/release.json '
        'release-notes/8.0/8.0.2/release.json release-notes/8.0/8.0.20/release.json '
        'release-notes/8.0/8.0.23/release.json release-notes/8.0/8.0.24/release.json '
        'release-notes/8.0/8.0.25/release.json release-notes/8.0/8.0.27/release.json '
        'release-notes/8.0/8.0.29/release.json release-notes/8.0/8.0.3/release.json '
        'release-notes/8.0/8.0.4/release.json release-notes/8.0/8.0.5/release.json '
        'release-notes/8.0/8.0.6/release.json release-notes/8.0/8.0.7/release.json release-notes/8.0/cve.md '
        'release-notes/8.0/patch-releases-index.json '
        'release-notes/8.0/preview/api-diff/preview1/Microsoft.AspNetCore.App/8.0-preview1_Microsoft.AspNetCore.Server.IIS.Core.md '
        'release-notes/8.0/preview/api-diff/preview1/Microsoft.AspNetCore.App/8.0-preview1_Microsoft.Extensions.Caching.Memory.md '
        'release-notes/8.0/preview/api-diff/preview2/Microsoft.AspNetCore.App/8.0-preview2.md '
        'release-notes/8.0/preview/api-diff/preview2/Microsoft.WindowsDesktop.App/8.0-preview2_System.ComponentModel.Design.Serialization.md '
        'release-notes/8.0/preview/api-diff/preview3/Microsoft.WindowsDesktop.App/8.0-preview3_System.ComponentModel.Design.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.AspNetCore.App/8.0-preview4_Microsoft.AspNetCore.Components.Forms.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.NETCore.App/8.0-preview4_System.CodeDom.Compiler.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.WindowsDesktop.App/8.0-preview4_System.Drawing.Interop.md '
        'release-notes/8.0/preview/api-diff/preview5/Microsoft.AspNetCore.App/8.0-preview5_Microsoft.AspNetCore.Components.Routing.md '
        'release-notes/8.0/preview/api-diff/preview7/Microsoft.NETCore.App/8.0-preview7_System.Net.Http.Metrics.md '
        'release-notes/8.0/preview/api-diff/preview7/Microsoft.NETCore.App/8.0-preview7_System.Net.Quic.md '
        'release-notes/8.0/preview/api-diff/rc1/Microsoft.NETCore.App/8.0-rc1_System.Runtime.Intrinsics.Wasm.md '
        'release-notes/8.0/preview/api-diff/rc2/Microsoft.AspNetCore.App/8.0-rc2_Microsoft.AspNetCore.Components.Forms.Mapping.md '
        'release-notes/8.0/preview/api-diff/rc2/Microsoft.NETCore.App/8.0-rc2_System.ComponentModel.DataAnnotations.md '
        'release-notes/9.0/9.0.0/api-diff/Microsoft.NETCore.App/9.0.0_System.IO.md '
        'release-notes/9.0/9.0.0/api-diff/Microsoft.WindowsDesktop.App/9.0.0_System.Drawing.Printing.md '
        'release-notes/9.0/9.0.10/release.json release-notes/9.0/9.0.11/release.json '
        'release-notes/9.0/9.0.12/release.json release-notes/9.0/9.0.13/release.json '
        'release-notes/9.0/9.0.14/release.json release-notes/9.0/9.0.15/release.json '
        'release-notes/9.0/9.0.16/release.json release-notes/9.0/9.0.17/release.json '
        'release-notes/9.0/9.0.18/release.json release-notes/9.0/9.0.2/release.json '
        'release-notes/9.0/9.0.3/release.json release-notes/9.0/9.0.4/release.json '
        'release-notes/9.0/9.0.5/release.json release-notes/9.0/9.0.6/release.json '
        'release-notes/9.0/9.0.7/release.json release-notes/9.0/9.0.8/release.json '
        'release-notes/9.0/9.0.9/release.json release-notes/9.0/install-windows.md '
        'release-notes/9.0/known-issues.md '
        'release-notes/9.0/preview/preview1/api-diff/Microsoft.NETCore.App/9.0-preview1_System.Linq.md '
        'release-notes/9.0/preview/preview1/api-diff/Microsoft.NETCore.App/9.0-preview1_System.Runtime.InteropServices.Swift.md '
        'release-notes/9.0/preview/preview3/runtime.md '
        'release-notes/9.0/preview/preview5/api-diff/Microsoft.AspNetCore.App/9.0-preview5_Microsoft.AspNetCore.Routing.md '
        'release-notes/9.0/preview/preview6/api-diff/Microsoft.NETCore.App/9.0-preview6_System.md '
        'release-notes/9.0/preview/preview7/api-diff/Microsoft.NETCore.App/9.0-preview7_System.Security.Cryptography.md '
        'release-notes/9.0/preview/preview7/api-diff/Microsoft.WindowsDesktop.App/9.0-preview7.md '
        'release-notes/9.0/preview/rc1/api-diff/Microsoft.NETCore.App/9.0-rc1_System.Runtime.Intrinsics.X86.md '
        'release-notes/9.0/preview/rc1/api-diff/Microsoft.WindowsDesktop.App/9.0-rc1_System.Windows.Forms.md '
        'release-notes/download-archives/1.0.3-sdk-download.md release-policies.md releases.md roadmap.md'
    ),
    '.github/skills/release-notes/references': (
        'changes-schema.md component-mapping.md editorial-rules.md'
    ),
    '.github/skills/release-notes/references/examples': (
        'README.md csharp.md libraries.md runtime.md'
    ),
    '.github/workflows': (
        'api-diff-orchestrator.yml labeler-cache-retention.yml labeler-promote.yml validate-pat-pool.yml'
    ),
    'Documentation': (
        'README.md ilcRepro.md self-contained-linux-apps.md verifying-binaries.md'
    ),
    'release-notes/1.0/1.0.0-api': (
        '1.0.0-api_Microsoft.VisualBasic.CompilerServices.md 1.0.0-api_System.Drawing.md '
        '1.0.0-api_System.Runtime.Diagnostics.md 1.0.0-api_System.Runtime.Serialization.Json.md '
        '1.0.0-api_System.Xml.md'
    ),
    'release-notes/11.0/preview/preview1/api-diff/Microsoft.NETCore.App': (
        '11.0-preview1_System.IO.Compression.Zstandard.md 11.0-preview1_System.Memory.md '
        '11.0-preview1_System.Net.Primitives.md'
    ),
    'release-notes/2.1/2.1.18': (
        '2.1.18-install-instructions.md 2.1.611-download.md 2.1.806-download.md'
    ),
    'release-notes/2.1/2.1.19': (
        '2.1.19-install-instructions.md 2.1.612-download.md 2.1.807-download.md'
    ),
    'release-notes/2.1/2.1.20': (
        '2.1.20-install-instructions.md 2.1.613-download.md 2.1.808-download.md'
    ),
    'release-notes/2.1/2.1.21': (
        '2.1.21-install-instructions.md 2.1.614-download.md 2.1.809-download.md'
    ),
    'release-notes/2.1/api-diff': (
        '2.0-vs-2.1_System.Diagnostics.md 2.0-vs-2.1_System.Net.Sockets.md '
        '2.0-vs-2.1_System.Net.WebSockets.md 2.0-vs-2.1_System.md'
    ),
    'release-notes/2.2/2.2.6': (
        '2.2.205-sdk-download.md 2.2.301-sdk-download.md 2.2.401-sdk-download.md 2.2.6-download.md'
    ),
    'release-notes/2.2/2.2.7': (
        '2.2.206-download.md 2.2.402-download.md 2.2.7-download.md'
    ),
    'release-notes/3.0/api-diff/.Net': (
        '3.0.0.md 3.0.0_System.IO.Compression.md 3.0.0_System.IO.IsolatedStorage.md'
    ),
    'release-notes/3.0/api-diff/Asp.Net': (
        '3.0.0_Microsoft.AspNetCore.HttpOverrides.md 3.0.0_Microsoft.AspNetCore.Mvc.Razor.md '
        '3.0.0_Microsoft.AspNetCore.Rewrite.md '
        '3.0.0_Microsoft.AspNetCore.Server.Kestrel.Transport.Abstractions.md'
    ),
    'release-notes/3.0/preview/api-diff/preview1': (
        '3.0-preview1.md 3.0-preview1_System.Collections.Generic.md 3.0-preview1_System.ComponentModel.md'
    ),
    'release-notes/3.1/3.1.4': (
        '3.1.202-download.md 3.1.300-sdk.md 3.1.4-install-instructions.md'
    ),
    'release-notes/5.0/preview': (
        '5.0.0-preview.3.md 5.0.0-preview.5.md 5.0.0-preview.8-install-instructions.md'
    ),
    'release-notes/7.0/7.0.0/api-diff/Microsoft.AspNetCore.App': (
        '7.0.0_Microsoft.AspNetCore.RateLimiting.md '
        '7.0.0_Microsoft.Extensions.FileSystemGlobbing.Internal.PathSegments.md '
        '7.0.0_Microsoft.Net.Http.Headers.md 7.0.0_System.Security.Claims.md'
    ),
    'release-notes/7.0/7.0.0/api-diff/Microsoft.NETCore.App': (
        '7.0.0_System.Formats.Asn1.md 7.0.0_System.Runtime.InteropServices.md '
        '7.0.0_System.Runtime.Intrinsics.X86.md 7.0.0_System.Runtime.Serialization.Json.md '
        '7.0.0_System.Web.md'
    ),
    'release-notes/8.0/8.0.0/api-diff/Microsoft.AspNetCore.App': (
        '8.0.0_Microsoft.AspNetCore.Builder.md 8.0.0_Microsoft.AspNetCore.Components.RenderTree.md '
        '8.0.0_Microsoft.AspNetCore.Mvc.ModelBinding.md '
        '8.0.0_Microsoft.AspNetCore.Server.Kestrel.Core.Features.md '
        '8.0.0_Microsoft.Extensions.Configuration.Xml.md '
        '8.0.0_Microsoft.Extensions.Diagnostics.Metrics.Configuration.md '
        '8.0.0_Microsoft.Extensions.Diagnostics.Metrics.md 8.0.0_Microsoft.Extensions.ObjectPool.md'
    ),
    'release-notes/8.0/8.0.0/api-diff/Microsoft.NETCore.App': (
        '8.0.0_System.Diagnostics.md 8.0.0_System.Net.Mime.md 8.0.0_System.Security.Authentication.md'
    ),
    'release-notes/8.0/preview/api-diff/preview1/Microsoft.NETCore.App': (
        '8.0-preview1_System.Collections.Immutable.md 8.0-preview1_System.Reflection.Metadata.Ecma335.md '
        '8.0-preview1_System.Runtime.Intrinsics.Wasm.md 8.0-preview1_System.Text.Json.md'
    ),
    'release-notes/9.0/9.0.0': (
        '9.0.200-preview.md csharp.md dotnetmaui.md efcoreanddata.md fsharp.md libraries.md release.json '
        'sdk.md winforms.md wpf.md'
    ),
    'release-notes/9.0/preview/preview5/api-diff/Microsoft.NETCore.App': (
        '9.0-preview5_System.ComponentModel.md 9.0-preview5_System.Runtime.Intrinsics.md '
        '9.0-preview5_System.Text.Json.Serialization.Metadata.md'
    ),
}

DOTNET_JSON_KIND = {
    '': (
        'release-notes/10.0/10.0.0/release.json release-notes/10.0/10.0.1/release.json '
        'release-notes/10.0/10.0.10/release.json release-notes/10.0/10.0.2/release.json '
        'release-notes/10.0/10.0.3/release.json release-notes/10.0/10.0.4/release.json '
        'release-notes/10.0/10.0.5/release.json release-notes/10.0/10.0.6/release.json '
        'release-notes/10.0/10.0.7/release.json release-notes/10.0/10.0.8/release.json '
        'release-notes/10.0/10.0.9/release.json release-notes/8.0/8.0.0/release.json '
        'release-notes/8.0/8.0.1/release.json release-notes/8.0/8.0.10/release.json '
        'release-notes/8.0/8.0.11/release.json release-notes/8.0/8.0.12/release.json '
        'release-notes/8.0/8.0.13/release.json release-notes/8.0/8.0.14/release.json '
        'release-notes/8.0/8.0.15/release.json release-notes/8.0/8.0.16/release.json '
        'release-notes/8.0/8.0.17/release.json release-notes/8.0/8.0.18/release.json '
        'release-notes/8.0/8.0.19/release.json release-notes/8.0/8.0.2/release.json '
        'release-notes/8.0/8.0.20/release.json release-notes/8.0/8.0.21/release.json '
        'release-notes/8.0/8.0.22/release.json release-notes/8.0/8.0.23/release.json '
        'release-notes/8.0/8.0.24/release.json release-notes/8.0/8.0.25/release.json '
        'release-notes/8.0/8.0.26/release.json release-notes/8.0/8.0.27/release.json '
        'release-notes/8.0/8.0.28/release.json release-notes/8.0/8.0.29/release.json '
        'release-notes/8.0/8.0.3/release.json release-notes/8.0/8.0.4/release.json '
        'release-notes/8.0/8.0.5/release.json release-notes/8.0/8.0.6/release.json '
        'release-notes/8.0/8.0.7/release.json release-notes/8.0/8.0.8/release.json '
        'release-notes/9.0/9.0.0/release.json release-notes/9.0/9.0.1/release.json '
        'release-notes/9.0/9.0.10/release.json release-notes/9.0/9.0.11/release.json '
        'release-notes/9.0/9.0.12/release.json release-notes/9.0/9.0.13/release.json '
        'release-notes/9.0/9.0.14/release.json release-notes/9.0/9.0.15/release.json '
        'release-notes/9.0/9.0.16/release.json release-notes/9.0/9.0.17/release.json '
        'release-notes/9.0/9.0.18/release.json release-notes/9.0/9.0.2/release.json '
        'release-notes/9.0/9.0.3/release.json release-notes/9.0/9.0.4/release.json '
        'release-notes/9.0/9.0.5/release.json release-notes/9.0/9.0.6/release.json '
        'release-notes/9.0/9.0.7/release.json release-notes/9.0/9.0.8/release.json '
        'release-notes/9.0/9.0.9/release.json'
    ),
}

DOTNET_JSON_OTHER = {
    '': (
        '.checkov.yml .config/1espt/PipelineAutobaseliningConfig.yml .github/aw/actions-lock.json '
        '.github/copilot-instructions.md .github/linters/.gitleaks.toml '
        '.github/prompts/scaffoldpreview.prompt.md .github/scripts/api-diff-discover.cs '
        '.github/skills/agentic-workflows/SKILL.md .github/skills/api-diff-validation/SKILL.md '
        '.github/skills/api-diff/SKILL.md .github/skills/generate-changes/SKILL.md '
        '.github/skills/generate-features/SKILL.md .github/skills/update-release-graph/SKILL.md '
        '.github/skills/verify-releases/SKILL.md '
        '.github/skills/verify-releases/references/verify-output-example.md '
        '.github/workflows/shared/pat_pool.README.md .github/workflows/shared/pat_pool.md .prettierignore '
        'CONTRIBUTING.md Documentation/security-group/dotnet-security-group-agreement.md '
        'Documentation/security-group/dotnet-security-group.md bug-bounty-preview-scopes.md daily-builds.md '
        'eng/pipelines/azure-pipelines.yml license-information-windows.md license-information.md '
        'linux-support.md linux.md os-lifecycle-policy.md release-notes/10.0/10.0.1/10.0.1.md '
        'release-notes/10.0/10.0.10/10.0.10.md release-notes/10.0/10.0.10/10.0.110.md '
        'release-notes/10.0/10.0.2/10.0.2.md release-notes/10.0/10.0.3/10.0.3.md '
        'release-notes/10.0/10.0.4/10.0.104.md release-notes/10.0/10.0.4/10.0.4.md '
        'release-notes/10.0/10.0.5/10.0.105.md release-notes/10.0/10.0.5/10.0.5.md '
        'release-notes/10.0/10.0.6/10.0.106.md release-notes/10.0/10.0.6/10.0.6.md '
        'release-notes/10.0/10.0.7/10.0.107.md release-notes/10.0/10.0.7/10.0.7.md '
        'release-notes/10.0/10.0.9/10.0.109.md release-notes/10.0/10.0.9/10.0.9.md '
        'release-notes/10.0/api-diff/Microsoft.AspNetCore.App/10.0.0_Microsoft.AspNetCore.Diagnostics.md '
        'release-notes/10.0/api-diff/Microsoft.AspNetCore.App/10.0.0_Microsoft.AspNetCore.Hosting.Abstractions.md '
        'release-notes/10.0/api-diff/Microsoft.NETCore.App/10.0.0_System.Console.md '
        'release-notes/10.0/api-diff/Microsoft.WindowsDesktop.App/10.0.0_System.Private.Windows.GdiPlus.md '
        'release-notes/10.0/preview/preview1/api-diff/Microsoft.AspNetCore.App/10.0-preview1_Microsoft.Extensions.DependencyInjection.Abstractions.md '
        'release-notes/10.0/preview/preview1/api-diff/Microsoft.NETCore.App/10.0-preview1_System.Runtime.md '
        'release-notes/10.0/preview/preview1/wpf.md '
        'release-notes/10.0/preview/preview2/api-diff/Microsoft.NETCore.App/10.0-preview2_System.Numerics.Vectors.md '
        'release-notes/10.0/preview/preview2/api-diff/Microsoft.WindowsDesktop.App/10.0-preview2_PresentationCore.md '
        'release-notes/10.0/preview/preview2/media/authenticated-request-duration-in-the-aspire-dashboard.png '
        'release-notes/10.0/preview/preview4/api-diff/Microsoft.AspNetCore.App/10.0-preview4_Microsoft.AspNetCore.Components.md '
        'release-notes/10.0/preview/preview5/dotnetmaui.md release-notes/10.0/preview/preview6/csharp.md '
        'release-notes/10.0/preview/rc1/api-diff/Microsoft.AspNetCore.App/10.0-rc1_Microsoft.AspNetCore.Diagnostics.md '
        'release-notes/10.0/preview/rc1/api-diff/Microsoft.NETCore.App/10.0-rc1_System.Runtime.Intrinsics.md '
        'release-notes/10.0/preview/rc1/csharp.md release-notes/10.0/preview/rc1/media/maui-aspire-1.png '
        'release-notes/10.0/preview/rc2/README.md release-notes/10.0/preview/rc2/wpf.md '
        'release-notes/11.0/preview/preview1/api-diff/Microsoft.AspNetCore.App/11.0-preview1_Microsoft.AspNetCore.Components.Server.md '
        'release-notes/11.0/preview/preview1/api-diff/Microsoft.NETCore.App/11.0-preview1_System.Diagnostics.Tracing.md '
        'release-notes/11.0/preview/preview1/api-diff/Microsoft.NETCore.App/11.0-preview1_System.Runtime.md '
        'release-notes/11.0/preview/preview2/api-diff/Microsoft.AspNetCore.App/11.0-preview2_Microsoft.AspNetCore.Components.Endpoints.md '
        'release-notes/11.0/preview/preview3/api-diff/Microsoft.NETCore.App/11.0-preview3_System.Drawing.Primitives.md '
        'release-notes/11.0/preview/preview3/api-diff/Microsoft.NETCore.App/11.0-preview3_System.Text.RegularExpressions.md '
        'release-notes/11.0/preview/preview5/msbuild.md '
        'release-notes/11.0/preview/preview6/api-diff/Microsoft.AspNetCore.App/11.0-preview6_System.Formats.Cbor.md '
        'release-notes/2.1/2.1.16/2.1.16-install-instructions.md release-notes/2.1/2.1.16/2.1.804-download.md '
        'release-notes/2.1/2.1.27/2.1.27.md release-notes/2.1/Preview/2.1.600-preview-download.md '
        'release-notes/3.0/api-diff/.Net/standalone-packages/3.0.0-standalone-packages_System.Diagnostics.Eventing.Reader.md '
        'release-notes/3.0/preview/api-diff/preview1/3.0-preview1_System.IO.md '
        'release-notes/3.0/preview/api-diff/preview1/3.0-preview1_System.Threading.md '
        'release-notes/3.0/preview/api-diff/preview5/3.0-preview5_Microsoft.VisualBasic.MyServices.md '
        'release-notes/3.0/preview/api-diff/preview6/3.0-preview6_System.Net.Sockets.md '
        'release-notes/3.0/preview/api-diff/preview7/3.0-preview7.md '
        'release-notes/3.0/preview/api-diff/preview8/Asp.Net/3.0-preview8_Microsoft.AspNetCore.Components.RenderTree.md '
        'release-notes/3.0/preview/api-diff/preview8/Asp.Net/3.0-preview8_System.Drawing.md '
        'release-notes/3.0/preview/api-diff/preview9/Asp.Net/3.0-preview9.md release-notes/3.0/releases.json '
        'release-notes/3.1/3.1.10/3.1.404-download.md release-notes/3.1/3.1.32/3.1.32.md '
        'release-notes/5.0/5.0-known-issues.md release-notes/5.0/5.0.7/5.0.7-install-instructions.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/.NET/5.0_Microsoft.VisualBasic.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/.NET/standalone/5.0-standalone_Microsoft.Win32.Registry.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/ASP.NET/5.0_Microsoft.AspNetCore.Builder.Extensions.md '
        'release-notes/5.0/preview/api-diff/preview2/.Net/5.0-preview2_Microsoft.VisualBasic.md '
        'release-notes/5.0/preview/api-diff/preview2/Asp.Net/5.0-preview2_Microsoft.AspNetCore.Http.md '
        'release-notes/5.0/preview/api-diff/preview5/.Net/5.0-preview5_System.Xml.md '
        'release-notes/5.0/preview/api-diff/preview6/.Net/5.0-preview6_System.Text.Json.Serialization.md '
        'release-notes/5.0/preview/api-diff/preview6/Asp.Net/5.0-preview6_Microsoft.AspNetCore.SignalR.md '
        'release-notes/5.0/preview/api-diff/preview7/Asp.Net/5.0-preview7.md '
        'release-notes/5.0/preview/api-diff/preview8/Asp.Net/5.0-preview8_Microsoft.AspNetCore.Mvc.ModelBinding.md '
        'release-notes/5.0/preview/api-diff/rc2/.Net/5.0-rc2.md release-notes/6.0/6.0.7/6.0.107.md '
        'release-notes/6.0/api-diff/.Net/6.0.0_System.Reflection.Emit.md '
        'release-notes/6.0/api-diff/.Net/6.0.0_System.Text.Json.Serialization.md '
        'release-notes/6.0/api-diff/WindowsDesktop/6.0.0_System.Windows.Forms.Design.md '
        'release-notes/6.0/install-macos.md '
        'release-notes/6.0/preview/api-diff/preview1/.Net/6.0-preview1_System.Runtime.CompilerServices.md '
        'release-notes/6.0/preview/api-diff/preview1/Asp.Net/6.0-preview1_Microsoft.AspNetCore.Mvc.ModelBinding.Validation.md '
        'release-notes/6.0/preview/api-diff/preview2/.Net/6.0-preview2_System.Collections.Concurrent.md '
        'release-notes/6.0/preview/api-diff/preview3/.Net/6.0-preview3_System.md '
        'release-notes/6.0/preview/api-diff/preview5/Asp.Net/6.0-preview5_Microsoft.AspNetCore.Http.md '
        'release-notes/6.0/preview/api-diff/preview5/Asp.Net/6.0-preview5_Microsoft.Extensions.DependencyInjection.md '
        'release-notes/6.0/preview/api-diff/preview6/Asp.Net/6.0-preview6_Microsoft.AspNetCore.Components.md '
        'release-notes/6.0/preview/api-diff/preview7/.Net/6.0.0-preview7_System.Text.Json.Serialization.md '
        'release-notes/6.0/preview/api-diff/preview7/Asp.Net/6.0-preview7_Microsoft.AspNetCore.HttpLogging.md '
        'release-notes/6.0/preview/api-diff/preview7/WindowsDesktop/6.0-preview7_System.Windows.Controls.md '
        'release-notes/6.0/preview/api-diff/rc1/Asp.Net/6.0.0-rc1_Microsoft.AspNetCore.Components.md '
        'release-notes/7.0/7.0.12/7.0.12.md release-notes/7.0/7.0.16/7.0.313.md '
        'release-notes/7.0/preview/api-diff/ga/README.md '
        'release-notes/7.0/preview/api-diff/preview1/Microsoft.AspNetCore.App/7.0-preview1_Microsoft.Extensions.FileProviders.md '
        'release-notes/7.0/preview/api-diff/preview4/Microsoft.AspNetCore.App/7.0-preview4_Microsoft.AspNetCore.Routing.md '
        'release-notes/7.0/preview/api-diff/preview5/Microsoft.WindowsDesktop.App/7.0-preview5.md '
        'release-notes/7.0/preview/api-diff/preview6/Microsoft.AspNetCore.App/7.0-preview6_Microsoft.AspNetCore.Mvc.ApplicationModels.md '
        'release-notes/7.0/preview/api-diff/preview6/Microsoft.NETCore.App/7.0-preview6_System.ComponentModel.md '
        'release-notes/7.0/preview/api-diff/preview6/Microsoft.WindowsDesktop.App/7.0-preview6_System.Windows.Forms.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.AspNetCore.App/7.0-rc1_Microsoft.Extensions.DependencyInjection.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.NETCore.App/7.0-rc1_System.Transactions.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.NETCore.App/7.0-rc1_System.Xml.Serialization.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.WindowsDesktop.App/7.0-rc1_System.Diagnostics.md '
        'release-notes/7.0/supported-os.md release-notes/8.0/8.0.0/8.0.0.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.AspNetCore.App/8.0.0_Microsoft.AspNetCore.Components.Web.Virtualization.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.AspNetCore.App/8.0.0_Microsoft.AspNetCore.Http.Extensions.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.NETCore.App/8.0.0_System.Xml.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.WindowsDesktop.App/8.0.0_System.Windows.Forms.Design.md '
        'release-notes/8.0/8.0.11/8.0.11.md release-notes/8.0/8.0.11/8.0.307.md '
        'release-notes/8.0/8.0.17/8.0.117.md release-notes/8.0/8.0.17/8.0.17.md '
        'release-notes/8.0/8.0.19/8.0.119.md release-notes/8.0/8.0.19/8.0.316.md '
        'release-notes/8.0/8.0.2/8.0.2.md release-notes/8.0/8.0.2/8.0.201.md '
        'release-notes/8.0/8.0.23/8.0.123.md release-notes/8.0/8.0.23/8.0.23.md '
        'release-notes/8.0/8.0.24/8.0.124.md release-notes/8.0/8.0.24/8.0.24.md '
        'release-notes/8.0/8.0.25/8.0.125.md release-notes/8.0/8.0.25/8.0.25.md '
        'release-notes/8.0/8.0.26/8.0.126.md release-notes/8.0/8.0.26/8.0.26.md '
        'release-notes/8.0/8.0.27/8.0.127.md release-notes/8.0/8.0.27/8.0.27.md '
        'release-notes/8.0/8.0.28/8.0.128.md release-notes/8.0/8.0.28/8.0.28.md '
        'release-notes/8.0/8.0.29/8.0.129.md release-notes/8.0/8.0.29/8.0.29.md '
        'release-notes/8.0/8.0.4/8.0.104.md release-notes/8.0/8.0.4/8.0.4.md '
        'release-notes/8.0/8.0.7/8.0.107.md release-notes/8.0/preview/8.0.0-preview.2.md '
        'release-notes/8.0/preview/api-diff/ga/Microsoft.AspNetCore.App/8.0-ga.md '
        'release-notes/8.0/preview/api-diff/preview1/Microsoft.AspNetCore.App/8.0-preview1_Microsoft.AspNetCore.Mvc.ApplicationModels.md '
        'release-notes/8.0/preview/api-diff/preview1/Microsoft.NETCore.App/8.0-preview1_System.ComponentModel.md '
        'release-notes/8.0/preview/api-diff/preview1/Microsoft.NETCore.App/8.0-preview1_System.Text.Json.Serialization.md '
        'release-notes/8.0/preview/api-diff/preview1/README.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.AspNetCore.App/8.0-preview4_Microsoft.AspNetCore.Components.Endpoints.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.NETCore.App/8.0-preview4_System.Threading.Tasks.md '
        'release-notes/8.0/preview/api-diff/preview5/Microsoft.AspNetCore.App/8.0-preview5_Microsoft.AspNetCore.Components.RenderTree.md '
        'release-notes/8.0/preview/api-diff/rc1/Microsoft.AspNetCore.App/8.0-rc1_Microsoft.AspNetCore.Components.Forms.md '
        'release-notes/8.0/preview/api-diff/rc1/Microsoft.WindowsDesktop.App/8.0-rc1_System.Resources.Extensions.md '
        'release-notes/8.0/preview/api-diff/rc2/Microsoft.AspNetCore.App/8.0-rc2_Microsoft.AspNetCore.Components.Web.md '
        'release-notes/8.0/preview/api-diff/rc2/Microsoft.NETCore.App/8.0-rc2_System.md '
        'release-notes/9.0/9.0.0/api-diff/Microsoft.AspNetCore.App/9.0.0_Microsoft.AspNetCore.Components.Web.md '
        'release-notes/9.0/9.0.0/api-diff/Microsoft.AspNetCore.App/9.0.0_Microsoft.AspNetCore.Server.Kestrel.md '
        'release-notes/9.0/9.0.0/api-diff/Microsoft.NETCore.App/9.0.0_System.Formats.Tar.md '
        'release-notes/9.0/9.0.1/9.0.1.md release-notes/9.0/9.0.10/9.0.10.md '
        'release-notes/9.0/9.0.10/9.0.111.md release-notes/9.0/9.0.13/9.0.13.md '
        'release-notes/9.0/9.0.14/9.0.115.md release-notes/9.0/9.0.14/9.0.14.md '
        'release-notes/9.0/9.0.15/9.0.116.md release-notes/9.0/9.0.15/9.0.15.md '
        'release-notes/9.0/9.0.16/9.0.16.md release-notes/9.0/9.0.17/9.0.118.md '
        'release-notes/9.0/9.0.17/9.0.17.md release-notes/9.0/9.0.18/9.0.119.md '
        'release-notes/9.0/9.0.18/9.0.18.md release-notes/9.0/9.0.2/9.0.103.md '
        'release-notes/9.0/9.0.4/9.0.105.md release-notes/9.0/9.0.4/9.0.4.md '
        'release-notes/9.0/9.0.8/9.0.109.md release-notes/9.0/9.0.8/9.0.8.md '
        'release-notes/9.0/9.0.9/9.0.110.md release-notes/9.0/9.0.9/9.0.9.md '
        'release-notes/9.0/preview/preview1/api-diff/README.md '
        'release-notes/9.0/preview/preview2/api-diff/Microsoft.NETCore.App/9.0-preview2_System.IO.md '
        'release-notes/9.0/preview/preview3/api-diff/Microsoft.NETCore.App/9.0-preview3_System.Diagnostics.CodeAnalysis.md '
        'release-notes/9.0/preview/preview5/api-diff/Microsoft.NETCore.App/9.0-preview5.md '
        'release-notes/9.0/preview/preview6/media/signalr-distributed-tracing.png '
        'release-notes/9.0/preview/rc1/api-diff/Microsoft.AspNetCore.App/9.0-rc1_Microsoft.AspNetCore.Components.Web.Virtualization.md '
        'release-notes/9.0/releases.json release-notes/download-archives/1.0.1-preview2-download.md '
        'release-notes/schemas/README.md roadmap.md support.md'
    ),
    '.github/skills/release-notes/references': (
        'changes-schema.md component-mapping.md feature-scoring.md format-template.md quality-bar.md '
        'vmr-structure.md'
    ),
    '.github/skills/release-notes/references/examples': (
        'README.md csharp.md sdk.md'
    ),
    '.github/workflows': (
        'agentics-maintenance.yml api-diff-orchestrator.yml api-diff-worker.lock.yml labeler-train.yml '
        'markdown-link-check.yml no-response.yml release-notes.lock.yml'
    ),
    'Documentation': (
        'README.md core-repos.md moderation.md'
    ),
    'release-notes/1.0/1.0.0-api': (
        '1.0.0-api_System.Net.Sockets.md 1.0.0-api_System.Runtime.ConstrainedExecution.md '
        '1.0.0-api_System.Security.Authentication.ExtendedProtection.md 1.0.0-api_System.Threading.md'
    ),
    'release-notes/1.0': (
        '1.0.12.md 1.0.5.md RC1-RC2_API_diff.md'
    ),
    'release-notes/10.0/10.0.0': (
        '10.0.0.md README.md aspnetcore.md csharp.md dotnetmaui.md efcoreanddata.md runtime.md sdk.md '
        'winforms.md'
    ),
    'release-notes/10.0/10.0.8': (
        '10.0.108.md 10.0.204.md 10.0.8.md'
    ),
    'release-notes/3.0/api-diff/Asp.Net': (
        '3.0.0_Microsoft.AspNetCore.Components.md 3.0.0_Microsoft.AspNetCore.DataProtection.md '
        '3.0.0_Microsoft.AspNetCore.HeaderPropagation.md '
        '3.0.0_Microsoft.AspNetCore.Identity.Specification.Tests.md '
        '3.0.0_Microsoft.AspNetCore.SignalR.Common.md 3.0.0_Microsoft.Extensions.Configuration.Ini.md '
        '3.0.0_Microsoft.JSInterop.md'
    ),
    'release-notes/5.0/api-diff/netstandard2.1': (
        '5.0_System.Reflection.md 5.0_System.Runtime.Intrinsics.Arm.md 5.0_System.Windows.Markup.md'
    ),
    'release-notes/5.0/preview/api-diff/preview8/.Net': (
        '5.0-preview8_System.Runtime.Intrinsics.Arm.md 5.0-preview8_System.Text.Json.md '
        '5.0-preview8_System.md'
    ),
    'release-notes/6.0/api-diff/Asp.Net': (
        '6.0.0_Microsoft.AspNetCore.Http.Metadata.md 6.0.0_Microsoft.AspNetCore.Server.Kestrel.Core.md '
        '6.0.0_Microsoft.AspNetCore.SignalR.Protocol.md 6.0.0_Microsoft.AspNetCore.StaticFiles.md'
    ),
    'release-notes/7.0/7.0.0/api-diff/Microsoft.AspNetCore.App': (
        '7.0.0_Microsoft.AspNetCore.Components.Rendering.md '
        '7.0.0_Microsoft.AspNetCore.Connections.Features.md '
        '7.0.0_Microsoft.AspNetCore.Mvc.ApplicationModels.md 7.0.0_Microsoft.AspNetCore.Mvc.Infrastructure.md'
    ),
    'release-notes/7.0/7.0.0/api-diff/Microsoft.NETCore.App': (
        '7.0.0_System.Drawing.md 7.0.0_System.Reflection.Metadata.Ecma335.md 7.0.0_System.Runtime.md '
        '7.0.0_System.Security.Policy.md'
    ),
    'release-notes/8.0/8.0.10': (
        '8.0.10.md 8.0.110.md 8.0.306.md'
    ),
    'release-notes/8.0/8.0.12': (
        '8.0.112.md 8.0.12.md 8.0.308.md'
    ),
    'release-notes/8.0/8.0.13': (
        '8.0.113.md 8.0.13.md 8.0.309.md'
    ),
    'release-notes/8.0/8.0.14': (
        '8.0.114.md 8.0.14.md 8.0.310.md'
    ),
    'release-notes/8.0/8.0.15': (
        '8.0.115.md 8.0.15.md 8.0.311.md'
    ),
    'release-notes/8.0/8.0.16': (
        '8.0.116.md 8.0.16.md 8.0.312.md 8.0.313.md'
    ),
    'release-notes/8.0/8.0.18': (
        '8.0.118.md 8.0.18.md 8.0.315.md'
    ),
    'release-notes/8.0/8.0.20': (
        '8.0.120.md 8.0.20.md 8.0.317.md'
    ),
    'release-notes/8.0/8.0.21': (
        '8.0.121.md 8.0.21.md 8.0.318.md'
    ),
    'release-notes/8.0/8.0.22': (
        '8.0.122.md 8.0.22.md 8.0.319.md'
    ),
    'release-notes/8.0/8.0.3': (
        '8.0.103.md 8.0.203.md 8.0.3.md'
    ),
    'release-notes/8.0/8.0.5': (
        '8.0.105.md 8.0.205.md 8.0.5.md'
    ),
    'release-notes/8.0/8.0.6': (
        '8.0.106.md 8.0.206.md 8.0.302.md 8.0.6.md'
    ),
    'release-notes/8.0/8.0.8': (
        '8.0.108.md 8.0.304.md 8.0.401.md 8.0.402.md 8.0.8.md'
    ),
    'release-notes/9.0/9.0.0': (
        '9.0.0.md 9.0.101.md 9.0.200-preview.md README.md aspnetcore.md csharp.md dotnetmaui.md '
        'efcoreanddata.md fsharp.md libraries.md runtime.md sdk.md wpf.md'
    ),
    'release-notes/9.0/9.0.11': (
        '9.0.11.md 9.0.112.md 9.0.308.md'
    ),
    'release-notes/9.0/9.0.12': (
        '9.0.113.md 9.0.12.md 9.0.310.md'
    ),
    'release-notes/9.0/9.0.3': (
        '9.0.104.md 9.0.202.md 9.0.3.md'
    ),
    'release-notes/9.0/9.0.5': (
        '9.0.106.md 9.0.204.md 9.0.5.md'
    ),
    'release-notes/9.0/9.0.6': (
        '9.0.107.md 9.0.205.md 9.0.6.md'
    ),
    'release-notes/9.0/9.0.7': (
        '9.0.108.md 9.0.303.md 9.0.7.md'
    ),
    'release-notes/9.0/preview/preview6/api-diff/Microsoft.AspNetCore.App': (
        '9.0-preview6_Microsoft.AspNetCore.Authentication.md '
        '9.0-preview6_Microsoft.AspNetCore.Components.HtmlRendering.Infrastructure.md '
        '9.0-preview6_Microsoft.AspNetCore.StaticAssets.Infrastructure.md'
    ),
}

DOTNET_INSTALL_KIND = {
    '': (
        'release-notes/2.1/2.1.14/2.1.14-install-instructions.md '
        'release-notes/2.1/2.1.15/2.1.15-install-instructions.md '
        'release-notes/2.1/2.1.16/2.1.16-install-instructions.md '
        'release-notes/2.1/2.1.17/2.1.17-install-instructions.md '
        'release-notes/2.1/2.1.18/2.1.18-install-instructions.md '
        'release-notes/2.1/2.1.19/2.1.19-install-instructions.md '
        'release-notes/2.1/2.1.20/2.1.20-install-instructions.md '
        'release-notes/2.1/2.1.21/2.1.21-install-instructions.md '
        'release-notes/2.1/2.1.22/2.1.22-install-instructions.md '
        'release-notes/2.1/2.1.23/2.1.23-install-instructions.md '
        'release-notes/2.1/2.1.24/2.1.24-install-instructions.md '
        'release-notes/2.1/2.1.25/2.1.25-install-instructions.md '
        'release-notes/2.1/2.1.26/2.1.26-install-instructions.md '
        'release-notes/2.1/2.1.27/2.1.27-install-instructions.md '
        'release-notes/2.1/2.1.28/2.1.28-install-instructions.md '
        'release-notes/2.1/2.1.30/2.1.30-install-instructions.md '
        'release-notes/2.2/2.2.8/2.2.8-install-instructions.md '
        'release-notes/3.0/3.0.1/3.0.1-install-instructions.md '
        'release-notes/3.0/3.0.2/3.0.2-install-instructions.md '
        'release-notes/3.0/3.0.3/3.0.3-install-instructions.md '
        'release-notes/3.1/3.1.0/3.1.0-install-instructions.md '
        'release-notes/3.1/3.1.1/3.1.1-install-instructions.md '
        'release-notes/3.1/3.1.10/3.1.10-install-instructions.md '
        'release-notes/3.1/3.1.11/3.1.11-install-instructions.md '
        'release-notes/3.1/3.1.12/3.1.12-install-instructions.md '
        'release-notes/3.1/3.1.13/3.1.13-install-instructions.md '
        'release-notes/3.1/3.1.14/3.1.14-install-instructions.md '
        'release-notes/3.1/3.1.15/3.1.15-install-instructions.md '
        'release-notes/3.1/3.1.16/3.1.16-install-instructions.md '
        'release-notes/3.1/3.1.17/3.1.17-install-instructions.md '
        'release-notes/3.1/3.1.2/3.1.2-install-instructions.md '
        'release-notes/3.1/3.1.3/3.1.3-install-instructions.md '
        'release-notes/3.1/3.1.4/3.1.4-install-instructions.md '
        'release-notes/3.1/3.1.5/3.1.5-install-instructions.md '
        'release-notes/3.1/3.1.6/3.1.6-install-instructions.md '
        'release-notes/3.1/3.1.7/3.1.7-install-instructions.md '
        'release-notes/3.1/3.1.8/3.1.8-install-instructions.md '
        'release-notes/3.1/3.1.9/3.1.9-install-instructions.md '
        'release-notes/5.0/5.0.0/5.0.0-install-instructions.md '
        'release-notes/5.0/5.0.1/5.0.1-install-instructions.md '
        'release-notes/5.0/5.0.2/5.0.2-install-instructions.md '
        'release-notes/5.0/5.0.3/5.0.3-install-instructions.md '
        'release-notes/5.0/5.0.4/5.0.4-install-instructions.md '
        'release-notes/5.0/5.0.5/5.0.5-install-instructions.md '
        'release-notes/5.0/5.0.6/5.0.6-install-instructions.md '
        'release-notes/5.0/5.0.7/5.0.7-install-instructions.md '
        'release-notes/5.0/5.0.8/5.0.8-install-instructions.md'
    ),
}

DOTNET_INSTALL_OTHER = {
    '': (
        '.checkov.yml .config/1espt/PipelineAutobaseliningConfig.yml .github/CODEOWNERS '
        '.github/ISSUE_TEMPLATE/config.yml .github/aw/actions-lock.json .github/linters/.markdownlintignore '
        '.github/mcp.json .github/scripts/api-diff-discover.cs .github/scripts/api-diff-generate.sh '
        '.github/skills/agentic-workflows/SKILL.md .github/skills/api-diff-validation/SKILL.md '
        '.github/skills/api-diff/SKILL.md .github/skills/generate-changes/SKILL.md '
        '.github/skills/generate-features/SKILL.md .github/skills/publish-release-announcements/SKILL.md '
        '.github/skills/release-notes/SKILL.md .github/skills/release-notes/references/examples/README.md '
        '.github/skills/release-notes/references/examples/runtime.md '
        '.github/skills/update-distro-packages/SKILL.md .github/skills/update-os-packages/SKILL.md '
        '.github/skills/update-release-graph/SKILL.md .github/skills/verify-releases/SKILL.md '
        '.github/skills/verify-releases/references/verify-output-example.md '
        '.github/workflows/shared/pat_pool.README.md .github/workflows/shared/pat_pool.md .gitignore '
        'CONTRIBUTING.md Documentation/security-foundations/baseline-security-assumptions.md '
        'Documentation/security-foundations/vulnerability-theory.md SECURITY.md daily-builds.md '
        'eng/core-ci.yml license-information-windows.md license-information.md linux.md '
        'release-notes/1.1/1.0-1.1-api-diff/1.0-1.1-api-diff_System.Composition.md release-notes/1.1/1.1.1.md '
        'release-notes/10.0/preview/preview1/api-diff/Microsoft.NETCore.App/10.0-preview1_System.Linq.AsyncEnumerable.md '
        'release-notes/10.0/preview/preview1/api-diff/Microsoft.NETCore.App/10.0-preview1_System.Numerics.Vectors.md '
        'release-notes/10.0/preview/preview1/efcore.md '
        'release-notes/10.0/preview/preview4/api-diff/Microsoft.WindowsDesktop.App/10.0-preview4.md '
        'release-notes/10.0/preview/preview4/api-diff/README.md '
        'release-notes/10.0/preview/preview6/api-diff/Microsoft.NETCore.App/10.0-preview6_System.Net.Security.md '
        'release-notes/10.0/preview/preview7/sdk.md '
        'release-notes/10.0/preview/rc1/api-diff/Microsoft.AspNetCore.App/10.0-rc1_Microsoft.AspNetCore.HttpOverrides.md '
        'release-notes/11.0/distros/sles.json '
        'release-notes/11.0/preview/preview1/api-diff/Microsoft.AspNetCore.App/11.0-preview1_Microsoft.AspNetCore.Components.Forms.md '
        'release-notes/11.0/preview/preview1/release.json '
        'release-notes/11.0/preview/preview2/api-diff/Microsoft.NETCore.App/11.0-preview2_System.Runtime.Intrinsics.md '
        'release-notes/11.0/preview/preview2/wpf.md release-notes/11.0/preview/preview4/11.0.0-preview.4.md '
        'release-notes/11.0/preview/preview4/api-diff/Microsoft.NETCore.App/11.0-preview4_System.Runtime.Intrinsics.md '
        'release-notes/11.0/preview/preview4/csharp.md '
        'release-notes/11.0/preview/preview5/api-diff/Microsoft.NETCore.App/11.0-preview5_System.Runtime.md '
        'release-notes/11.0/preview/preview6/api-diff/Microsoft.AspNetCore.App/11.0-preview6_Microsoft.AspNetCore.Components.Web.md '
        'release-notes/11.0/preview/preview6/api-diff/Microsoft.AspNetCore.App/11.0-preview6_Microsoft.AspNetCore.Http.Abstractions.md '
        'release-notes/2.1/2.1.14/2.1.14.md release-notes/2.1/2.1.14/2.1.607-download.md '
        'release-notes/2.1/2.1.25/2.1.25.md release-notes/2.1/2.1.25/2.1.813-download.md '
        'release-notes/2.1/2.1.26/2.1.26.md release-notes/2.1/2.1.26/2.1.814-download.md '
        'release-notes/2.1/2.1.27/2.1.27.md release-notes/2.1/2.1.27/2.1.815-download.md '
        'release-notes/2.1/2.1.28/2.1.28.md release-notes/2.1/2.1.28/2.1.816-download.md '
        'release-notes/2.1/2.1.30/2.1.30.md release-notes/2.1/2.1.30/2.1.526.md '
        'release-notes/2.1/2.1.502-SDK/2.1.502.md release-notes/2.1/2.1.6/2.1.6-download.md '
        'release-notes/2.1/Preview/api-diff/preview2/2.1-preview2_System.Collections.Generic.md '
        'release-notes/2.1/api-diff/2.0-vs-2.1_System.Net.Http.md '
        'release-notes/2.1/api-diff/2.0-vs-2.1_System.Net.Sockets.md '
        'release-notes/2.2/2.2.8/2.2.207-download.md release-notes/2.2/2.2.8/2.2.8.md '
        'release-notes/3.0/3.0.1/3.0.1.md release-notes/3.0/3.0.2/3.0.2.md release-notes/3.0/3.0.3/3.0.3.md '
        'release-notes/3.0/preview/api-diff/preview1/3.0-preview1_System.Runtime.Intrinsics.X86.md '
        'release-notes/3.0/preview/api-diff/preview3/3.0-preview3_System.Reflection.Emit.md '
        'release-notes/3.0/preview/api-diff/preview6/3.0-preview6_System.Text.Json.md '
        'release-notes/3.0/preview/api-diff/preview7/3.0-preview7_System.Threading.md '
        'release-notes/3.0/preview/api-diff/preview8/Asp.Net/3.0-preview8_Microsoft.AspNetCore.Components.Layouts.md '
        'release-notes/3.1/3.1.0/3.1.0.md release-notes/3.1/3.1.1/3.1.1.md release-notes/3.1/3.1.10/3.1.10.md '
        'release-notes/3.1/3.1.10/3.1.404-download.md release-notes/3.1/3.1.11/3.1.11.md '
        'release-notes/3.1/3.1.11/3.1.405-download.md release-notes/3.1/3.1.12/3.1.12.md '
        'release-notes/3.1/3.1.12/3.1.406-download.md release-notes/3.1/3.1.13/3.1.13.md '
        'release-notes/3.1/3.1.13/3.1.407-download.md release-notes/3.1/3.1.14/3.1.14.md '
        'release-notes/3.1/3.1.14/3.1.408-download.md release-notes/3.1/3.1.15/3.1.15.md '
        'release-notes/3.1/3.1.15/3.1.409-download.md release-notes/3.1/3.1.16/3.1.16.md '
        'release-notes/3.1/3.1.16/3.1.410-download.md release-notes/3.1/3.1.17/3.1.17.md '
        'release-notes/3.1/3.1.17/3.1.411-download.md release-notes/3.1/3.1.2/3.1.2.md '
        'release-notes/3.1/3.1.2/3.1.200-sdk.md release-notes/3.1/3.1.3/3.1.201-download.md '
        'release-notes/3.1/3.1.3/3.1.3.md release-notes/3.1/3.1.31/3.1.31.md '
        'release-notes/3.1/3.1.5/3.1.301-download.md release-notes/3.1/3.1.5/3.1.5.md '
        'release-notes/3.1/3.1.6/3.1.302-download.md release-notes/3.1/3.1.6/3.1.6.md '
        'release-notes/3.1/3.1.7/3.1.401-download.md release-notes/3.1/3.1.7/3.1.7.md '
        'release-notes/3.1/3.1.8/3.1.402-download.md release-notes/3.1/3.1.8/3.1.8.md '
        'release-notes/3.1/3.1.9/3.1.403-download.md release-notes/3.1/3.1.9/3.1.9.md '
        'release-notes/3.1/preview/api-diff/preview3/README.md release-notes/5.0/5.0.0/5.0.0.md '
        'release-notes/5.0/5.0.1/5.0.1.md release-notes/5.0/5.0.2/5.0.2.md '
        'release-notes/5.0/5.0.3/5.0.200-sdk.md release-notes/5.0/5.0.3/5.0.3.md '
        'release-notes/5.0/5.0.4/5.0.201-download.md release-notes/5.0/5.0.4/5.0.4.md '
        'release-notes/5.0/5.0.5/5.0.5.md release-notes/5.0/5.0.6/5.0.300-sdk.md '
        'release-notes/5.0/5.0.6/5.0.6.md release-notes/5.0/5.0.7/5.0.301-sdk.md '
        'release-notes/5.0/5.0.7/5.0.7.md release-notes/5.0/5.0.8/5.0.302-sdk.md '
        'release-notes/5.0/5.0.8/5.0.8.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/.NET/5.0_System.Runtime.InteropServices.WindowsRuntime.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/.NET/5.0_System.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/ASP.NET/5.0_Microsoft.AspNetCore.Server.Kestrel.Core.md '
        'release-notes/5.0/preview/5.0.0-preview.8-install-instructions.md '
        'release-notes/5.0/preview/api-diff/preview4/.Net/5.0-preview4_System.Runtime.ExceptionServices.md '
        'release-notes/5.0/preview/api-diff/preview4/.Net/standalone-packages/5.0-preview4-standalone-packages_System.Threading.AccessControl.md '
        'release-notes/5.0/preview/api-diff/preview4/Asp.Net/5.0-preview4_Microsoft.AspNetCore.Builder.Extensions.md '
        'release-notes/5.0/preview/api-diff/preview5/.Net/5.0-preview5_System.Globalization.md '
        'release-notes/5.0/preview/api-diff/preview6/.Net/5.0-preview6_System.Diagnostics.CodeAnalysis.md '
        'release-notes/5.0/preview/api-diff/preview7/Asp.Net/5.0-preview7_Microsoft.Extensions.Localization.Internal.md '
        'release-notes/5.0/preview/api-diff/rc1/.Net/5.0-rc1_System.md release-notes/6.0/6.0.14/6.0.309.md '
        'release-notes/6.0/6.0.19/6.0.119.md release-notes/6.0/6.0.22/6.0.317.md '
        'release-notes/6.0/6.0.5/6.0.105.md '
        'release-notes/6.0/api-diff/Asp.Net/6.0.0_Microsoft.AspNetCore.Components.md '
        'release-notes/6.0/api-diff/Asp.Net/6.0.0_Microsoft.AspNetCore.Http.md '
        'release-notes/6.0/api-diff/WindowsDesktop/6.0.0_System.Windows.Controls.md '
        'release-notes/6.0/preview/6.0.0-preview.4.md release-notes/6.0/preview/6.0.0-rc.1.md '
        'release-notes/6.0/preview/api-diff/preview1/Asp.Net/6.0-preview1_Microsoft.AspNetCore.Http.Connections.md '
        'release-notes/6.0/preview/api-diff/preview1/Asp.Net/6.0-preview1_Microsoft.JSInterop.Implementation.md '
        'release-notes/6.0/preview/api-diff/preview3/.Net/6.0-preview3_System.md '
        'release-notes/6.0/preview/api-diff/preview3/Asp.Net/6.0-preview3_Microsoft.AspNetCore.Builder.md '
        'release-notes/6.0/preview/api-diff/preview4/.Net/6.0-preview4_System.Text.Json.md '
        'release-notes/6.0/preview/api-diff/preview4/Asp.Net/6.0-preview4_Microsoft.AspNetCore.Http.md '
        'release-notes/6.0/preview/api-diff/preview5/Asp.Net/6.0-preview5_Microsoft.AspNetCore.Mvc.md '
        'release-notes/6.0/preview/api-diff/preview6/Asp.Net/6.0-preview6.md '
        'release-notes/6.0/preview/api-diff/preview7/.Net/6.0.0-preview7_System.md '
        'release-notes/6.0/preview/api-diff/preview7/Asp.Net/6.0-preview7_Microsoft.AspNetCore.Authentication.md '
        'release-notes/6.0/preview/api-diff/preview7/Asp.Net/6.0-preview7_Microsoft.AspNetCore.Builder.md '
        'release-notes/6.0/preview/api-diff/rc1/.Net/6.0.0-rc1_System.Text.Json.Nodes.md '
        'release-notes/7.0/7.0.0/api-diff/Microsoft.NETCore.App/7.0.0_System.Runtime.Intrinsics.Arm.md '
        'release-notes/7.0/7.0.20/7.0.317.md release-notes/7.0/7.0.9/7.0.109.md '
        'release-notes/7.0/preview/api-diff/preview2/Microsoft.NETCore.App/7.0-preview2_System.Diagnostics.CodeAnalysis.md '
        'release-notes/7.0/preview/api-diff/preview2/Microsoft.WindowsDesktop.App/7.0-preview2_System.Drawing.md '
        'release-notes/7.0/preview/api-diff/preview3/Microsoft.AspNetCore.App/7.0-preview3_Microsoft.Extensions.Configuration.md '
        'release-notes/7.0/preview/api-diff/preview3/Microsoft.NETCore.App/7.0-preview3_System.Security.Cryptography.X509Certificates.md '
        'release-notes/7.0/preview/api-diff/preview4/Microsoft.AspNetCore.App/7.0-preview4_Microsoft.Extensions.Logging.md '
        'release-notes/7.0/preview/api-diff/preview5/Microsoft.AspNetCore.App/7.0-preview5.md '
        'release-notes/7.0/preview/api-diff/preview5/Microsoft.AspNetCore.App/7.0-preview5_Microsoft.AspNetCore.Authentication.md '
        'release-notes/7.0/preview/api-diff/preview5/Microsoft.NETCore.App/7.0-preview5_System.Text.Json.Serialization.Metadata.md '
        'release-notes/7.0/preview/api-diff/preview7/Microsoft.AspNetCore.App/7.0-preview7_Microsoft.AspNetCore.Http.HttpResults.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.AspNetCore.App/7.0-rc1_Microsoft.AspNetCore.Http.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.AspNetCore.App/7.0-rc1_Microsoft.JSInterop.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.WindowsDesktop.App/7.0-rc1.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.AspNetCore.App/8.0.0_Microsoft.AspNetCore.Cors.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.AspNetCore.App/8.0.0_Microsoft.Extensions.Diagnostics.Metrics.Configuration.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.NETCore.App/8.0.0_System.Reflection.Metadata.Ecma335.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.NETCore.App/8.0.0_System.Threading.Tasks.md '
        'release-notes/8.0/8.0.10/release.json release-notes/8.0/8.0.14/8.0.114.md '
        'release-notes/8.0/8.0.20/8.0.120.md release-notes/8.0/8.0.24/8.0.24.md '
        'release-notes/8.0/8.0.25/release.json release-notes/8.0/8.0.6/8.0.302.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.AspNetCore.App/8.0-preview4_Microsoft.AspNetCore.Components.Sections.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.WindowsDesktop.App/8.0-preview4_System.Media.md '
        'release-notes/8.0/preview/api-diff/preview5/Microsoft.AspNetCore.App/8.0-preview5_Microsoft.AspNetCore.Components.Endpoints.md '
        'release-notes/8.0/preview/api-diff/preview6/Microsoft.AspNetCore.App/8.0-preview6_Microsoft.Extensions.Configuration.md '
        'release-notes/8.0/preview/api-diff/preview6/Microsoft.AspNetCore.App/8.0-preview6_Microsoft.Extensions.DependencyInjection.md '
        'release-notes/8.0/preview/api-diff/preview6/Microsoft.NETCore.App/8.0-preview6_System.IO.Compression.md '
        'release-notes/8.0/preview/api-diff/preview6/Microsoft.NETCore.App/8.0-preview6_System.Threading.Tasks.md '
        'release-notes/8.0/preview/api-diff/preview7/Microsoft.AspNetCore.App/8.0-preview7_Microsoft.AspNetCore.Identity.md '
        'release-notes/8.0/preview/api-diff/preview7/Microsoft.AspNetCore.App/8.0-preview7_Microsoft.Extensions.DependencyInjection.md '
        'release-notes/8.0/preview/api-diff/preview7/Microsoft.NETCore.App/8.0-preview7_System.Runtime.CompilerServices.md '
        'release-notes/8.0/preview/api-diff/rc1/Microsoft.AspNetCore.App/8.0-rc1_Microsoft.AspNetCore.Mvc.ModelBinding.md '
        'release-notes/8.0/preview/api-diff/rc1/Microsoft.WindowsDesktop.App/8.0-rc1_System.Windows.Forms.Design.md '
        'release-notes/9.0/9.0.0/api-diff/Microsoft.AspNetCore.App/9.0.0_Microsoft.AspNetCore.Components.Web.md '
        'release-notes/9.0/9.0.0/api-diff/Microsoft.NETCore.App/9.0.0_System.Drawing.md '
        'release-notes/9.0/9.0.0/aspnetcore.md release-notes/9.0/9.0.16/9.0.16.md '
        'release-notes/9.0/preview/ga/api-diff/Microsoft.NETCore.App/9.0-ga_System.md '
        'release-notes/9.0/preview/preview1/api-diff/Microsoft.NETCore.App/9.0-preview1_System.Text.Json.Serialization.md '
        'release-notes/9.0/preview/preview1/media/dictionary-debugging-repo-before.png '
        'release-notes/9.0/preview/preview2/api-diff/Microsoft.NETCore.App/9.0-preview2_System.Text.Json.md '
        'release-notes/9.0/preview/preview3/api-diff/Microsoft.AspNetCore.App/9.0-preview3_Microsoft.AspNetCore.Http.md '
        'release-notes/9.0/preview/preview4/api-diff/Microsoft.NETCore.App/9.0-preview4_System.Runtime.CompilerServices.md '
        'release-notes/9.0/preview/preview5/api-diff/Microsoft.NETCore.App/9.0-preview5_System.Diagnostics.md '
        'release-notes/9.0/preview/preview5/api-diff/Microsoft.NETCore.App/9.0-preview5_System.Runtime.InteropServices.md '
        'release-notes/9.0/preview/preview6/api-diff/Microsoft.NETCore.App/9.0-preview6_System.Collections.ObjectModel.md '
        'release-notes/9.0/preview/preview6/api-diff/Microsoft.NETCore.App/9.0-preview6_System.Runtime.Intrinsics.X86.md '
        'release-notes/9.0/preview/preview6/media/openapi-completion-provider.png '
        'release-notes/RunApiDiff.ps1 release-notes/download-archives/1.1-preview2.1-download.md '
        'release-notes/download-archives/2.1.102-sdk-download.md '
        'release-notes/schemas/dotnet-patch-releases-index.json release-policies.md roadmap.md support.md'
    ),
    '.github/skills/release-notes/references': (
        'api-verification.md component-mapping.md pr-layout.md quality-bar.md'
    ),
    '.github/workflows': (
        'copilot-setup-steps.yml labeler-predict-issues.yml labeler-train.yml markdown-link-check-config.json '
        'super-linter.yml'
    ),
    'Documentation': (
        'core-repos.md ilcRepro.md verifying-binaries.md'
    ),
    'release-notes/1.0/1.0.0-api': (
        '1.0.0-api_System.Collections.Specialized.md 1.0.0-api_System.IO.Pipes.md '
        '1.0.0-api_System.Reflection.Metadata.Ecma335.md 1.0.0-api_System.Runtime.CompilerServices.md '
        '1.0.0-api_System.Runtime.InteropServices.ComTypes.md'
    ),
    'release-notes/1.0': (
        '1.0.5.md Known-Issues-RC2.md RC1-RC2_Upgrade.md'
    ),
    'release-notes/2.1/2.1.15': (
        '2.1.15.md 2.1.608-download.md 2.1.803-download.md'
    ),
    'release-notes/2.1/2.1.16': (
        '2.1.16.md 2.1.609-download.md 2.1.804-download.md'
    ),
    'release-notes/2.1/2.1.17': (
        '2.1.17.md 2.1.610-download.md 2.1.805-download.md'
    ),
    'release-notes/2.1/2.1.18': (
        '2.1.18.md 2.1.611-download.md 2.1.806-download.md'
    ),
    'release-notes/2.1/2.1.19': (
        '2.1.19.md 2.1.612-download.md 2.1.807-download.md'
    ),
    'release-notes/2.1/2.1.20': (
        '2.1.20.md 2.1.613-download.md 2.1.808-download.md'
    ),
    'release-notes/2.1/2.1.21': (
        '2.1.21.md 2.1.614-download.md 2.1.809-download.md'
    ),
    'release-notes/2.1/2.1.22': (
        '2.1.22.md 2.1.615-download.md 2.1.810-download.md'
    ),
    'release-notes/2.1/2.1.23': (
        '2.1.23.md 2.1.616-download.md 2.1.811-download.md'
    ),
    'release-notes/2.1/2.1.24': (
        '2.1.24.md 2.1.617-download.md 2.1.812-download.md'
    ),
    'release-notes/3.0/api-diff/.Net/standalone-packages': (
        '3.0.0-standalone-packages_System.Diagnostics.md '
        '3.0.0-standalone-packages_System.Security.Cryptography.md '
        '3.0.0-standalone-packages_Windows.UI.Xaml.Automation.md'
    ),
    'release-notes/3.0/api-diff/Asp.Net': (
        '3.0.0.md 3.0.0_Microsoft.AspNetCore.Components.md 3.0.0_Microsoft.AspNetCore.Http.Features.md '
        '3.0.0_Microsoft.AspNetCore.SignalR.Protocols.NewtonsoftJson.md '
        '3.0.0_Microsoft.AspNetCore.StaticFiles.md'
    ),
    'release-notes/3.1/3.1.4': (
        '3.1.202-download.md 3.1.300-sdk.md 3.1.4.md'
    ),
    'release-notes/5.0/api-diff/netstandard2.1': (
        '5.0_System.Net.Http.md 5.0_System.Runtime.Intrinsics.md 5.0_System.Runtime.Remoting.md'
    ),
    'release-notes/7.0/7.0.0/api-diff/Microsoft.AspNetCore.App': (
        '7.0.0_Microsoft.Extensions.FileSystemGlobbing.Internal.PathSegments.md '
        '7.0.0_Microsoft.Extensions.Logging.Configuration.md '
        '7.0.0_Microsoft.Extensions.Logging.TraceSource.md'
    ),
    'release-notes/8.0/preview/api-diff/preview1/Microsoft.NETCore.App': (
        '8.0-preview1.md 8.0-preview1_System.Reflection.Metadata.Ecma335.md '
        '8.0-preview1_System.Runtime.Serialization.Formatters.Binary.md '
        '8.0-preview1_System.Text.Json.Nodes.md'
    ),
    'release-notes/8.0/preview/api-diff/preview4/Microsoft.NETCore.App': (
        '8.0-preview4_System.Collections.Specialized.md 8.0-preview4_System.Net.Sockets.md '
        '8.0-preview4_System.Security.md'
    ),
}

DOTNET_APIDIFF_KIND = {
    '': (
        'release-notes/10.0/preview/preview2/api-diff/Microsoft.AspNetCore.App/10.0-preview2.md '
        'release-notes/10.0/preview/preview2/api-diff/Microsoft.AspNetCore.App/10.0-preview2_Microsoft.AspNetCore.Components.Web.md '
        'release-notes/10.0/preview/preview2/api-diff/Microsoft.WindowsDesktop.App/10.0-preview2_System.Windows.Forms.Design.md '
        'release-notes/10.0/preview/preview3/api-diff/Microsoft.WindowsDesktop.App/10.0-preview3_System.Windows.Forms.md '
        'release-notes/10.0/preview/preview4/api-diff/Microsoft.WindowsDesktop.App/10.0-preview4_System.Windows.Forms.md '
        'release-notes/10.0/preview/preview5/api-diff/Microsoft.NETCore.App/10.0-preview5_System.Runtime.Intrinsics.md '
        'release-notes/10.0/preview/preview5/api-diff/Microsoft.NETCore.App/10.0-preview5_System.Security.Cryptography.md '
        'release-notes/10.0/preview/preview5/api-diff/Microsoft.WindowsDesktop.App/10.0-preview5.md '
        'release-notes/10.0/preview/preview5/api-diff/Microsoft.WindowsDesktop.App/10.0-preview5_PresentationFramework.md '
        'release-notes/10.0/preview/preview7/api-diff/Microsoft.WindowsDesktop.App/10.0-preview7.md '
        'release-notes/10.0/preview/rc1/api-diff/Microsoft.WindowsDesktop.App/10.0-rc1_System.Security.Cryptography.Pkcs.md '
        'release-notes/10.0/preview/rc1/api-diff/Microsoft.WindowsDesktop.App/10.0-rc1_System.Windows.Forms.md '
        'release-notes/11.0/preview/preview1/api-diff/Microsoft.WindowsDesktop.App/11.0-preview1_System.Windows.Forms.md '
        'release-notes/11.0/preview/preview2/api-diff/Microsoft.AspNetCore.App/11.0-preview2.md '
        'release-notes/11.0/preview/preview2/api-diff/Microsoft.AspNetCore.App/11.0-preview2_Microsoft.Extensions.Identity.Core.md '
        'release-notes/11.0/preview/preview3/api-diff/Microsoft.AspNetCore.App/11.0-preview3.md '
        'release-notes/11.0/preview/preview4/api-diff/Microsoft.WindowsDesktop.App/11.0-preview4.md '
        'release-notes/11.0/preview/preview4/api-diff/Microsoft.WindowsDesktop.App/11.0-preview4_System.Diagnostics.EventLog.md '
        'release-notes/9.0/preview/preview3/api-diff/Microsoft.WindowsDesktop.App/9.0-preview3_System.Windows.Forms.md '
        'release-notes/9.0/preview/preview4/api-diff/Microsoft.AspNetCore.App/9.0-preview4_Microsoft.AspNetCore.Components.md '
        'release-notes/9.0/preview/preview4/api-diff/Microsoft.WindowsDesktop.App/9.0-preview4.md '
        'release-notes/9.0/preview/preview4/api-diff/Microsoft.WindowsDesktop.App/9.0-preview4_System.Windows.Forms.Design.md '
        'release-notes/9.0/preview/preview5/api-diff/Microsoft.WindowsDesktop.App/9.0-preview5.md '
        'release-notes/9.0/preview/preview6/api-diff/Microsoft.WindowsDesktop.App/9.0-preview6_System.Drawing.Drawing2D.md '
        'release-notes/9.0/preview/preview6/api-diff/Microsoft.WindowsDesktop.App/9.0-preview6_System.Formats.Nrbf.md '
        'release-notes/9.0/preview/rc1/api-diff/Microsoft.WindowsDesktop.App/9.0-rc1_System.Windows.md '
        'release-notes/9.0/preview/rc2/api-diff/Microsoft.NETCore.App/9.0-rc2.md '
        'release-notes/9.0/preview/rc2/api-diff/Microsoft.NETCore.App/9.0-rc2_System.Runtime.Intrinsics.Arm.md'
    ),
    'release-notes/10.0/preview/preview1/api-diff/Microsoft.AspNetCore.App': (
        '10.0-preview1_Microsoft.AspNetCore.Components.md '
        '10.0-preview1_Microsoft.AspNetCore.Http.Abstractions.md '
        '10.0-preview1_Microsoft.AspNetCore.Http.Results.md '
        '10.0-preview1_Microsoft.AspNetCore.Mvc.Abstractions.md'
    ),
    'release-notes/10.0/preview/preview1/api-diff/Microsoft.NETCore.App': (
        '10.0-preview1_System.Collections.Immutable.md 10.0-preview1_System.Collections.Specialized.md '
        '10.0-preview1_System.Diagnostics.Tracing.md 10.0-preview1_System.Linq.md '
        '10.0-preview1_System.Net.Primitives.md 10.0-preview1_System.Numerics.Vectors.md '
        '10.0-preview1_System.Reflection.Emit.md 10.0-preview1_System.Text.Json.md'
    ),
    'release-notes/10.0/preview/preview1/api-diff/Microsoft.WindowsDesktop.App': (
        '10.0-preview1.md 10.0-preview1_Microsoft.Win32.SystemEvents.md '
        '10.0-preview1_System.Private.Windows.GdiPlus.md'
    ),
    'release-notes/10.0/preview/preview2/api-diff/Microsoft.NETCore.App': (
        '10.0-preview2_System.Linq.AsyncEnumerable.md 10.0-preview2_System.Linq.Queryable.md '
        '10.0-preview2_System.Linq.md'
    ),
    'release-notes/10.0/preview/preview3/api-diff/Microsoft.AspNetCore.App': (
        '10.0-preview3_Microsoft.AspNetCore.Components.md '
        '10.0-preview3_Microsoft.AspNetCore.Http.Abstractions.md '
        '10.0-preview3_Microsoft.AspNetCore.Routing.md 10.0-preview3_System.Threading.RateLimiting.md'
    ),
    'release-notes/10.0/preview/preview3/api-diff/Microsoft.NETCore.App': (
        '10.0-preview3.md 10.0-preview3_System.ComponentModel.Annotations.md '
        '10.0-preview3_System.Diagnostics.DiagnosticSource.md 10.0-preview3_System.Formats.Asn1.md '
        '10.0-preview3_System.Net.Primitives.md 10.0-preview3_System.Net.Security.md '
        '10.0-preview3_System.Threading.md'
    ),
    'release-notes/10.0/preview/preview4/api-diff/Microsoft.AspNetCore.App': (
        '10.0-preview4.md 10.0-preview4_Microsoft.AspNetCore.Server.HttpSys.md '
        '10.0-preview4_Microsoft.Extensions.Logging.Abstractions.md'
    ),
    'release-notes/10.0/preview/preview4/api-diff/Microsoft.NETCore.App': (
        '10.0-preview4_System.Collections.Immutable.md 10.0-preview4_System.Diagnostics.DiagnosticSource.md '
        '10.0-preview4_System.IO.Compression.md 10.0-preview4_System.Linq.Queryable.md '
        '10.0-preview4_System.Runtime.InteropServices.md 10.0-preview4_System.Runtime.Intrinsics.md '
        '10.0-preview4_System.Runtime.md'
    ),
    'release-notes/10.0/preview/preview5/api-diff/Microsoft.AspNetCore.App': (
        '10.0-preview5_Microsoft.AspNetCore.Diagnostics.md '
        '10.0-preview5_Microsoft.Extensions.Caching.Abstractions.md 10.0-preview5_Microsoft.JSInterop.md'
    ),
    'release-notes/10.0/preview/preview6/api-diff/Microsoft.AspNetCore.App': (
        '10.0-preview6.md 10.0-preview6_Microsoft.AspNetCore.Components.md '
        '10.0-preview6_Microsoft.AspNetCore.Http.Abstractions.md '
        '10.0-preview6_Microsoft.AspNetCore.Identity.md '
        '10.0-preview6_Microsoft.Extensions.FileSystemGlobbing.md '
        '10.0-preview6_Microsoft.Extensions.Identity.Core.md '
        '10.0-preview6_Microsoft.Extensions.Identity.Stores.md '
        '10.0-preview6_Microsoft.Extensions.Validation.md 10.0-preview6_System.Formats.Cbor.md'
    ),
    'release-notes/10.0/preview/preview6/api-diff/Microsoft.NETCore.App': (
        '10.0-preview6_System.Data.Common.md 10.0-preview6_System.Linq.md 10.0-preview6_System.Net.Http.md '
        '10.0-preview6_System.Net.Security.md 10.0-preview6_System.Runtime.md '
        '10.0-preview6_System.Security.Cryptography.md 10.0-preview6_System.Text.Json.md'
    ),
    'release-notes/10.0/preview/preview7/api-diff/Microsoft.AspNetCore.App': (
        '10.0-preview7.md 10.0-preview7_Microsoft.AspNetCore.Components.Endpoints.md '
        '10.0-preview7_Microsoft.AspNetCore.Components.md 10.0-preview7_Microsoft.AspNetCore.Diagnostics.md '
        '10.0-preview7_Microsoft.AspNetCore.Mvc.Core.md 10.0-preview7_Microsoft.Extensions.Configuration.md '
        '10.0-preview7_Microsoft.Extensions.Identity.Core.md '
        '10.0-preview7_Microsoft.Extensions.Identity.Stores.md'
    ),
    'release-notes/10.0/preview/preview7/api-diff/Microsoft.NETCore.App': (
        '10.0-preview7.md 10.0-preview7_System.Net.Mail.md 10.0-preview7_System.Net.WebSockets.md '
        '10.0-preview7_System.Reflection.Metadata.md 10.0-preview7_System.Runtime.Intrinsics.md '
        '10.0-preview7_System.Runtime.md 10.0-preview7_System.Security.Cryptography.md'
    ),
    'release-notes/10.0/preview/rc1/api-diff/Microsoft.AspNetCore.App': (
        '10.0-rc1_Microsoft.AspNetCore.Connections.Abstractions.md '
        '10.0-rc1_Microsoft.AspNetCore.Diagnostics.md 10.0-rc1_Microsoft.AspNetCore.Hosting.md '
        '10.0-rc1_Microsoft.AspNetCore.Http.Abstractions.md 10.0-rc1_Microsoft.Extensions.Validation.md'
    ),
    'release-notes/10.0/preview/rc1/api-diff/Microsoft.NETCore.App': (
        '10.0-rc1_System.Runtime.InteropServices.md 10.0-rc1_System.Runtime.Intrinsics.md '
        '10.0-rc1_System.Security.Cryptography.md'
    ),
    'release-notes/11.0/preview/preview1/api-diff/Microsoft.AspNetCore.App': (
        '11.0-preview1.md 11.0-preview1_Microsoft.AspNetCore.Components.Endpoints.md '
        '11.0-preview1_Microsoft.AspNetCore.Components.Forms.md '
        '11.0-preview1_Microsoft.AspNetCore.Components.Server.md '
        '11.0-preview1_Microsoft.AspNetCore.Components.Web.md '
        '11.0-preview1_Microsoft.AspNetCore.Components.md '
        '11.0-preview1_Microsoft.AspNetCore.DataProtection.Abstractions.md '
        '11.0-preview1_Microsoft.AspNetCore.DataProtection.md '
        '11.0-preview1_Microsoft.AspNetCore.Mvc.Abstractions.md '
        '11.0-preview1_Microsoft.AspNetCore.Server.Kestrel.Transport.Quic.md'
    ),
    'release-notes/11.0/preview/preview1/api-diff/Microsoft.NETCore.App': (
        '11.0-preview1_System.Collections.md 11.0-preview1_System.Diagnostics.Tracing.md '
        '11.0-preview1_System.IO.Compression.Brotli.md 11.0-preview1_System.IO.Compression.md '
        '11.0-preview1_System.Linq.Expressions.md 11.0-preview1_System.Net.Mail.md '
        '11.0-preview1_System.Net.Primitives.md 11.0-preview1_System.Net.Sockets.md '
        '11.0-preview1_System.Numerics.Vectors.md'
    ),
    'release-notes/11.0/preview/preview2/api-diff/Microsoft.NETCore.App': (
        '11.0-preview2.md 11.0-preview2_System.Runtime.InteropServices.md 11.0-preview2_System.Text.Json.md'
    ),
    'release-notes/11.0/preview/preview3/api-diff/Microsoft.NETCore.App': (
        '11.0-preview3_System.Diagnostics.Tracing.md 11.0-preview3_System.Formats.Asn1.md '
        '11.0-preview3_System.Formats.Tar.md 11.0-preview3_System.IO.Compression.Zstandard.md '
        '11.0-preview3_System.Reflection.Emit.ILGeneration.md 11.0-preview3_System.Runtime.Intrinsics.md '
        '11.0-preview3_System.Runtime.Loader.md 11.0-preview3_System.Runtime.md '
        '11.0-preview3_System.Security.Cryptography.md 11.0-preview3_System.Text.Encoding.Extensions.md '
        '11.0-preview3_System.Threading.ThreadPool.md'
    ),
    'release-notes/11.0/preview/preview4/api-diff/Microsoft.AspNetCore.App': (
        '11.0-preview4_Microsoft.AspNetCore.Components.Endpoints.md '
        '11.0-preview4_Microsoft.AspNetCore.Components.Web.md '
        '11.0-preview4_Microsoft.AspNetCore.Components.md 11.0-preview4_Microsoft.AspNetCore.StaticAssets.md '
        '11.0-preview4_Microsoft.Extensions.Caching.Abstractions.md '
        '11.0-preview4_Microsoft.Extensions.DependencyInjection.Abstractions.md '
        '11.0-preview4_Microsoft.Extensions.FileProviders.Abstractions.md '
        '11.0-preview4_Microsoft.Extensions.Logging.Abstractions.md '
        '11.0-preview4_Microsoft.Extensions.Options.md 11.0-preview4_System.Diagnostics.EventLog.md'
    ),
    'release-notes/11.0/preview/preview4/api-diff/Microsoft.NETCore.App': (
        '11.0-preview4_Microsoft.Extensions.Caching.Abstractions.md '
        '11.0-preview4_Microsoft.Extensions.FileProviders.Abstractions.md '
        '11.0-preview4_Microsoft.Extensions.Hosting.Abstractions.md '
        '11.0-preview4_System.Diagnostics.DiagnosticSource.md 11.0-preview4_System.Security.Cryptography.md '
        '11.0-preview4_System.Text.Json.md'
    ),
    'release-notes/11.0/preview/preview5/api-diff/Microsoft.AspNetCore.App': (
        '11.0-preview5.md 11.0-preview5_Microsoft.AspNetCore.Components.Forms.md '
        '11.0-preview5_Microsoft.AspNetCore.Components.Web.md '
        '11.0-preview5_Microsoft.Extensions.Validation.Localization.md'
    ),
    'release-notes/11.0/preview/preview5/api-diff/Microsoft.NETCore.App': (
        '11.0-preview5.md 11.0-preview5_System.Collections.md 11.0-preview5_System.Diagnostics.Tracing.md '
        '11.0-preview5_System.Linq.Queryable.md 11.0-preview5_System.Linq.md 11.0-preview5_System.Net.Quic.md '
        '11.0-preview5_System.Reflection.Emit.md 11.0-preview5_System.Runtime.Intrinsics.md '
        '11.0-preview5_System.Text.Encoding.Extensions.md 11.0-preview5_System.Threading.Overlapped.md'
    ),
    'release-notes/11.0/preview/preview6/api-diff/Microsoft.AspNetCore.App': (
        '11.0-preview6.md 11.0-preview6_Microsoft.AspNetCore.Components.md '
        '11.0-preview6_Microsoft.AspNetCore.Connections.Abstractions.md '
        '11.0-preview6_Microsoft.AspNetCore.Http.Connections.Common.md '
        '11.0-preview6_Microsoft.AspNetCore.Http.Connections.md 11.0-preview6_Microsoft.AspNetCore.Routing.md '
        '11.0-preview6_Microsoft.AspNetCore.Server.HttpSys.md '
        '11.0-preview6_Microsoft.AspNetCore.SignalR.Core.md '
        '11.0-preview6_Microsoft.Extensions.Configuration.EnvironmentVariables.md '
        '11.0-preview6_Microsoft.Extensions.Diagnostics.md '
        '11.0-preview6_Microsoft.Extensions.Options.DataAnnotations.md '
        '11.0-preview6_Microsoft.Extensions.Validation.md'
    ),
    'release-notes/11.0/preview/preview6/api-diff/Microsoft.NETCore.App': (
        '11.0-preview6_Microsoft.Extensions.Diagnostics.Abstractions.md '
        '11.0-preview6_System.Diagnostics.Process.md 11.0-preview6_System.Memory.md '
        '11.0-preview6_System.Runtime.Intrinsics.md 11.0-preview6_System.Text.Json.md'
    ),
    'release-notes/9.0/preview/preview1/api-diff/Microsoft.AspNetCore.App': (
        '9.0-preview1_Microsoft.AspNetCore.Antiforgery.md 9.0-preview1_Microsoft.AspNetCore.Builder.md '
        '9.0-preview1_Microsoft.AspNetCore.Mvc.md 9.0-preview1_Microsoft.Extensions.Caching.Memory.md '
        '9.0-preview1_Microsoft.JSInterop.md'
    ),
    'release-notes/9.0/preview/preview1/api-diff/Microsoft.NETCore.App': (
        '9.0-preview1_System.IO.md 9.0-preview1_System.Linq.md 9.0-preview1_System.Net.Quic.md '
        '9.0-preview1_System.Net.Security.md 9.0-preview1_System.Net.md '
        '9.0-preview1_System.Reflection.Emit.md 9.0-preview1_System.Reflection.PortableExecutable.md '
        '9.0-preview1_System.Runtime.CompilerServices.md 9.0-preview1_System.Runtime.Intrinsics.X86.md '
        '9.0-preview1_System.Text.Json.md 9.0-preview1_System.Threading.Tasks.md '
        '9.0-preview1_System.Threading.md 9.0-preview1_System.Timers.md'
    ),
    'release-notes/9.0/preview/preview1/api-diff/Microsoft.WindowsDesktop.App': (
        '9.0-preview1.md 9.0-preview1_System.ComponentModel.Design.Serialization.md '
        '9.0-preview1_System.ComponentModel.Design.md 9.0-preview1_System.Drawing.Printing.md '
        '9.0-preview1_System.Windows.Forms.Design.Behavior.md 9.0-preview1_System.Windows.Forms.Design.md '
        '9.0-preview1_Windows.Win32.System.Com.md 9.0-preview1_Windows.Win32.UI.Controls.Dialogs.md'
    ),
    'release-notes/9.0/preview/preview2/api-diff/Microsoft.NETCore.App': (
        '9.0-preview2_System.Numerics.md 9.0-preview2_System.Runtime.Intrinsics.Arm.md '
        '9.0-preview2_System.Runtime.Intrinsics.X86.md 9.0-preview2_System.Text.Json.md'
    ),
    'release-notes/9.0/preview/preview2/api-diff/Microsoft.WindowsDesktop.App': (
        '9.0-preview2_System.Drawing.Imaging.Effects.md 9.0-preview2_System.Drawing.Printing.md '
        '9.0-preview2_System.Windows.Forms.Design.md 9.0-preview2_System.Windows.Forms.md '
        '9.0-preview2_Windows.Win32.System.Com.md'
    ),
    'release-notes/9.0/preview/preview3/api-diff/Microsoft.AspNetCore.App': (
        '9.0-preview3_Microsoft.AspNetCore.Components.Web.md '
        '9.0-preview3_Microsoft.AspNetCore.Http.HttpResults.md 9.0-preview3_Microsoft.AspNetCore.Http.md'
    ),
    'release-notes/9.0/preview/preview3/api-diff/Microsoft.NETCore.App': (
        '9.0-preview3_System.Reflection.md 9.0-preview3_System.Runtime.CompilerServices.md '
        '9.0-preview3_System.Runtime.Intrinsics.Arm.md 9.0-preview3_System.md'
    ),
    'release-notes/9.0/preview/preview4/api-diff/Microsoft.NETCore.App': (
        '9.0-preview4_System.CodeDom.Compiler.md 9.0-preview4_System.Formats.Asn1.md '
        '9.0-preview4_System.Numerics.md 9.0-preview4_System.Reflection.Emit.md '
        '9.0-preview4_System.Runtime.Intrinsics.md 9.0-preview4_System.Security.Cryptography.md '
        '9.0-preview4_System.Text.Json.Serialization.Metadata.md 9.0-preview4_System.md'
    ),
    'release-notes/9.0/preview/preview5/api-diff/Microsoft.AspNetCore.App': (
        '9.0-preview5.md 9.0-preview5_Microsoft.AspNetCore.Components.Authorization.md '
        '9.0-preview5_Microsoft.AspNetCore.Components.RenderTree.md '
        '9.0-preview5_Microsoft.AspNetCore.Components.md '
        '9.0-preview5_Microsoft.AspNetCore.Mvc.Infrastructure.md '
        '9.0-preview5_Microsoft.AspNetCore.StaticAssets.Infrastructure.md '
        '9.0-preview5_Microsoft.AspNetCore.StaticAssets.md'
    ),
    'release-notes/9.0/preview/preview5/api-diff/Microsoft.NETCore.App': (
        '9.0-preview5_System.Collections.Frozen.md 9.0-preview5_System.ComponentModel.md '
        '9.0-preview5_System.Diagnostics.md 9.0-preview5_System.Numerics.md '
        '9.0-preview5_System.Runtime.Intrinsics.Arm.md 9.0-preview5_System.Runtime.Intrinsics.md '
        '9.0-preview5_System.Text.Json.Serialization.Metadata.md '
        '9.0-preview5_System.Text.Json.Serialization.md 9.0-preview5_System.Text.Json.md '
        '9.0-preview5_System.md'
    ),
    'release-notes/9.0/preview/preview6/api-diff/Microsoft.AspNetCore.App': (
        '9.0-preview6.md 9.0-preview6_Microsoft.AspNetCore.Builder.md '
        '9.0-preview6_Microsoft.AspNetCore.Components.md 9.0-preview6_Microsoft.AspNetCore.StaticAssets.md '
        '9.0-preview6_Microsoft.AspNetCore.WebUtilities.md'
    ),
    'release-notes/9.0/preview/preview6/api-diff/Microsoft.NETCore.App': (
        '9.0-preview6.md 9.0-preview6_System.Net.Http.md 9.0-preview6_System.Net.Sockets.md '
        '9.0-preview6_System.Reflection.Emit.md 9.0-preview6_System.Runtime.InteropServices.Marshalling.md '
        '9.0-preview6_System.Runtime.InteropServices.Swift.md 9.0-preview6_System.Runtime.Intrinsics.Arm.md '
        '9.0-preview6_System.Runtime.Intrinsics.X86.md 9.0-preview6_System.Text.Json.Nodes.md '
        '9.0-preview6_System.Text.Json.Schema.md 9.0-preview6_System.Text.Json.Serialization.Metadata.md'
    ),
    'release-notes/9.0/preview/preview7/api-diff/Microsoft.AspNetCore.App': (
        '9.0-preview7_Microsoft.AspNetCore.Builder.md '
        '9.0-preview7_Microsoft.AspNetCore.DataProtection.KeyManagement.md '
        '9.0-preview7_Microsoft.AspNetCore.DataProtection.Repositories.md '
        '9.0-preview7_Microsoft.AspNetCore.Http.Metadata.md '
        '9.0-preview7_Microsoft.AspNetCore.Http.Timeouts.md 9.0-preview7_Microsoft.AspNetCore.Http.md '
        '9.0-preview7_Microsoft.AspNetCore.Mvc.ApiExplorer.md '
        '9.0-preview7_Microsoft.Extensions.DependencyInjection.md '
        '9.0-preview7_Microsoft.Extensions.Logging.Abstractions.md'
    ),
    'release-notes/9.0/preview/preview7/api-diff/Microsoft.NETCore.App': (
        '9.0-preview7.md 9.0-preview7_System.Data.md 9.0-preview7_System.Net.Http.md '
        '9.0-preview7_System.Net.Quic.md 9.0-preview7_System.Runtime.InteropServices.md '
        '9.0-preview7_System.Runtime.Intrinsics.Arm.md '
        '9.0-preview7_System.Security.Cryptography.X509Certificates.md '
        '9.0-preview7_System.Security.Cryptography.md 9.0-preview7_System.Text.Json.Serialization.md '
        '9.0-preview7_System.Threading.md 9.0-preview7_System.md'
    ),
    'release-notes/9.0/preview/preview7/api-diff/Microsoft.WindowsDesktop.App': (
        '9.0-preview7_System.Drawing.Drawing2D.md 9.0-preview7_System.Formats.Nrbf.md '
        '9.0-preview7_System.Windows.Forms.md'
    ),
    'release-notes/9.0/preview/rc1/api-diff/Microsoft.NETCore.App': (
        '9.0-rc1_System.Collections.Generic.md 9.0-rc1_System.Drawing.md '
        '9.0-rc1_System.Runtime.Intrinsics.Arm.md 9.0-rc1_System.Runtime.Intrinsics.X86.md '
        '9.0-rc1_System.Security.Cryptography.md'
    ),
}

DOTNET_APIDIFF_OTHER = {
    '': (
        '.checkov.yml .config/1espt/PipelineAutobaseliningConfig.yml .gitattributes '
        '.github/ISSUE_TEMPLATE/config.yml .github/agents/agentic-workflows.md .github/linters/.gitleaks.toml '
        '.github/scripts/api-diff-generate.sh .github/skills/api-diff-validation/SKILL.md '
        '.github/skills/api-diff/SKILL.md .github/skills/release-notes/SKILL.md '
        '.github/skills/release-notes/references/examples/README.md '
        '.github/skills/review-release-notes/SKILL.md .github/skills/update-distro-packages/SKILL.md '
        '.github/skills/update-os-packages/SKILL.md '
        '.github/skills/update-os-packages/references/verify-output-example.md '
        '.github/skills/update-supported-os/SKILL.md '
        '.github/skills/update-supported-os/references/verify-output-example.md '
        '.github/skills/verify-releases/SKILL.md .github/workflows/shared/pat_pool.README.md .gitignore '
        '.prettierignore .vscode/settings.json Documentation/policies/package-servicing.md '
        'Documentation/security-foundations/vulnerability-theory.md '
        'Documentation/security-group/dotnet-security-group-agreement.md README.md '
        'eng/pipelines/azure-pipelines.yml microsoft-support.md '
        'release-notes/1.0/1.0.0-api/1.0.0-api_System.Diagnostics.SymbolStore.md '
        'release-notes/1.0/1.0.0-api/1.0.0-api_System.Runtime.CompilerServices.md release-notes/1.1/1.1.8.md '
        'release-notes/10.0/10.0.8/10.0.108.md '
        'release-notes/10.0/api-diff/Microsoft.NETCore.App/10.0.0_System.Net.ServerSentEvents.md '
        'release-notes/10.0/api-diff/Microsoft.NETCore.App/10.0.0_System.Security.Cryptography.md '
        'release-notes/10.0/install.md release-notes/10.0/os-packages.json '
        'release-notes/10.0/preview/preview3/aspnetcore.md release-notes/10.0/preview/preview4/csharp.md '
        'release-notes/10.0/preview/preview5/aspnetcore.md release-notes/10.0/preview/rc1/containers.md '
        'release-notes/10.0/preview/rc1/csharp.md release-notes/10.0/preview/rc2/csharp.md '
        'release-notes/10.0/preview/rc2/visualbasic.md release-notes/11.0/preview/preview6/fsharp.md '
        'release-notes/2.0/2.0-preview1-contributor.md release-notes/2.1/2.1.16/2.1.16.md '
        'release-notes/2.1/2.1.27/2.1.27.md release-notes/2.1/2.1.27/2.1.815-download.md '
        'release-notes/2.2/2.2.101-SDK/2.2.101-download.md '
        'release-notes/3.0/3.0.3/3.0.3-install-instructions.md '
        'release-notes/3.0/preview/3.0.0-preview5-download.md '
        'release-notes/3.0/preview/api-diff/preview2/3.0-preview2_System.Collections.Generic.md '
        'release-notes/3.0/preview/api-diff/preview2/3.0-preview2_System.Threading.Tasks.md '
        'release-notes/3.0/preview/api-diff/preview3/3.0-preview3_System.md '
        'release-notes/3.0/preview/api-diff/preview4/3.0-preview4_System.Runtime.Loader.md '
        'release-notes/3.0/preview/api-diff/preview5/3.0-preview5_System.Text.Json.Serialization.md '
        'release-notes/3.0/preview/api-diff/preview5/standalone-packages/3.0-preview5-standalone-packages.md '
        'release-notes/3.0/preview/api-diff/preview6/3.0-preview6_System.Runtime.InteropServices.md '
        'release-notes/3.0/preview/api-diff/preview9/Asp.Net/3.0-preview9_Microsoft.AspNetCore.Components.Web.md '
        'release-notes/3.0/preview/api-diff/preview9/Asp.Net/3.0-preview9_Microsoft.AspNetCore.Mvc.Formatters.md '
        'release-notes/3.0/preview/api-diff/rc1/Asp.Net/3.0-rc1_Microsoft.AspNetCore.Components.RenderTree.md '
        'release-notes/3.0/releases.json release-notes/3.1/3.1.20/3.1.120.md '
        'release-notes/3.1/3.1.32/3.1.32.md release-notes/3.1/3.1.9/3.1.9-install-instructions.md '
        'release-notes/3.1/linux-packages.md '
        'release-notes/3.1/preview/api-diff/preview2/Asp.Net/3.1-preview2_Microsoft.AspNetCore.Mvc.md '
        'release-notes/5.0/5.0.14/5.0.14.md '
        'release-notes/5.0/api-diff/netcoreapp3.1/.NET/5.0_System.Net.Security.md '
        'release-notes/5.0/preview/5.0.0-preview.1.md '
        'release-notes/5.0/preview/5.0.0-preview.5-install-instructions.md '
        'release-notes/5.0/preview/api-diff/preview2/Asp.Net/5.0-preview2_Microsoft.AspNetCore.Connections.Features.md '
        'release-notes/5.0/preview/api-diff/preview4/.Net/5.0-preview4.md '
        'release-notes/5.0/preview/api-diff/preview4/Asp.Net/5.0-preview4_Microsoft.AspNetCore.Identity.md '
        'release-notes/5.0/preview/api-diff/preview4/README.md '
        'release-notes/5.0/preview/api-diff/preview5/Asp.Net/5.0-preview5_Microsoft.AspNetCore.Server.HttpSys.md '
        'release-notes/5.0/preview/api-diff/preview7/Asp.Net/5.0-preview7_Microsoft.Net.Http.Headers.md '
        'release-notes/5.0/preview/api-diff/preview8/.Net/5.0-preview8_System.md '
        'release-notes/5.0/preview/api-diff/preview8/Asp.Net/5.0-preview8.md '
        'release-notes/5.0/preview/api-diff/rc1/.Net/5.0-rc1_System.Buffers.md '
        'release-notes/5.0/preview/api-diff/rc1/Asp.Net/5.0-rc1_Microsoft.AspNetCore.Components.Web.Virtualization.md '
        'release-notes/6.0/6.0.15/6.0.310.md release-notes/6.0/6.0.21/6.0.121.md '
        'release-notes/6.0/6.0.3/6.0.3.md release-notes/6.0/6.0.5/6.0.5.md '
        'release-notes/6.0/preview/6.0.0-preview.2.md '
        'release-notes/6.0/preview/api-diff/preview2/Asp.Net/6.0-preview2_Microsoft.AspNetCore.Components.RenderTree.md '
        'release-notes/6.0/preview/api-diff/preview3/Asp.Net/6.0-preview3_Microsoft.AspNetCore.Components.md '
        'release-notes/6.0/preview/api-diff/preview4/.Net/6.0-preview4_System.Text.Json.md '
        'release-notes/6.0/preview/api-diff/preview7/.Net/6.0.0-preview7_System.Text.Json.md '
        'release-notes/6.0/preview/api-diff/rc1/.Net/6.0.0-rc1_System.Data.Common.md '
        'release-notes/6.0/preview/api-diff/rc1/.Net/6.0.0-rc1_System.Diagnostics.Metrics.md '
        'release-notes/6.0/preview/api-diff/rc1/Asp.Net/6.0.0-rc1_Microsoft.AspNetCore.Http.Metadata.md '
        'release-notes/7.0/7.0.0/api-diff/Microsoft.AspNetCore.App/7.0.0_Microsoft.AspNetCore.Hosting.md '
        'release-notes/7.0/7.0.0/api-diff/Microsoft.AspNetCore.App/7.0.0_Microsoft.Extensions.Caching.Memory.md '
        'release-notes/7.0/7.0.0/api-diff/Microsoft.NETCore.App/7.0.0_System.ComponentModel.DataAnnotations.md '
        'release-notes/7.0/7.0.0/api-diff/Microsoft.NETCore.App/7.0.0_System.Reflection.Emit.md '
        'release-notes/7.0/7.0.0/api-diff/Microsoft.WindowsDesktop.App/7.0.0_System.Xaml.Permissions.md '
        'release-notes/7.0/7.0.4/7.0.202.md release-notes/7.0/install-macos.md '
        'release-notes/7.0/linux-packages.md release-notes/7.0/preview/7.0.0-rc.2.md '
        'release-notes/7.0/preview/api-diff/preview1/Microsoft.NETCore.App/7.0-preview1_System.Net.Http.Json.md '
        'release-notes/7.0/preview/api-diff/preview1/Microsoft.NETCore.App/7.0-preview1_System.Net.Sockets.md '
        'release-notes/7.0/preview/api-diff/preview1/README.md '
        'release-notes/7.0/preview/api-diff/preview2/Microsoft.NETCore.App/7.0-preview2_System.IO.Compression.md '
        'release-notes/7.0/preview/api-diff/preview2/Microsoft.NETCore.App/7.0-preview2_System.Runtime.InteropServices.md '
        'release-notes/7.0/preview/api-diff/preview5/Microsoft.NETCore.App/7.0-preview5_System.Net.Security.md '
        'release-notes/7.0/preview/api-diff/preview7/Microsoft.NETCore.App/7.0-preview7_System.Reflection.Metadata.md '
        'release-notes/7.0/preview/api-diff/preview7/Microsoft.NETCore.App/7.0-preview7_System.md '
        'release-notes/7.0/preview/api-diff/rc1/Microsoft.WindowsDesktop.App/7.0-rc1_System.Diagnostics.md '
        'release-notes/7.0/preview/api-diff/rc2/Microsoft.AspNetCore.App/7.0-rc2_Microsoft.AspNetCore.Routing.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.NETCore.App/8.0.0_System.ComponentModel.Design.Serialization.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.NETCore.App/8.0.0_System.ComponentModel.md '
        'release-notes/8.0/8.0.0/api-diff/Microsoft.WindowsDesktop.App/8.0.0_System.Diagnostics.Eventing.Reader.md '
        'release-notes/8.0/8.0.19/8.0.119.md release-notes/8.0/8.0.4/8.0.104.md '
        'release-notes/8.0/os-packages.json release-notes/8.0/preview/8.0.0-preview.5.md '
        'release-notes/8.0/preview/api-diff/preview1/Microsoft.AspNetCore.App/8.0-preview1_Microsoft.AspNetCore.Mvc.Razor.TagHelpers.md '
        'release-notes/8.0/preview/api-diff/preview1/Microsoft.NETCore.App/8.0-preview1_System.Diagnostics.md '
        'release-notes/8.0/preview/api-diff/preview2/Microsoft.NETCore.App/8.0-preview2_System.Buffers.Binary.md '
        'release-notes/8.0/preview/api-diff/preview2/Microsoft.WindowsDesktop.App/8.0-preview2_System.Drawing.Design.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.AspNetCore.App/8.0-preview4_Microsoft.AspNetCore.DataProtection.XmlEncryption.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.NETCore.App/8.0-preview4_System.Data.SqlTypes.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.NETCore.App/8.0-preview4_System.Security.Authentication.ExtendedProtection.md '
        'release-notes/8.0/preview/api-diff/preview4/Microsoft.WindowsDesktop.App/8.0-preview4.md '
        'release-notes/8.0/preview/api-diff/preview5/Microsoft.AspNetCore.App/8.0-preview5_Microsoft.AspNetCore.Components.Rendering.md '
        'release-notes/8.0/preview/api-diff/preview5/Microsoft.AspNetCore.App/8.0-preview5_Microsoft.AspNetCore.HttpLogging.md '
        'release-notes/8.0/preview/api-diff/preview5/Microsoft.NETCore.App/8.0-preview5_System.ComponentModel.DataAnnotations.md '
        'release-notes/8.0/preview/api-diff/preview5/Microsoft.NETCore.App/8.0-preview5_System.Runtime.InteropServices.Marshalling.md '
        'release-notes/8.0/preview/api-diff/preview7/Microsoft.NETCore.App/8.0-preview7_System.Net.Http.md '
        'release-notes/8.0/preview/api-diff/rc1/Microsoft.AspNetCore.App/8.0-rc1_Microsoft.AspNetCore.Mvc.ViewFeatures.md '
        'release-notes/8.0/preview/api-diff/rc2/Microsoft.AspNetCore.App/8.0-rc2.md '
        'release-notes/8.0/preview/api-diff/rc2/Microsoft.AspNetCore.App/8.0-rc2_Microsoft.AspNetCore.Builder.md '
        'release-notes/9.0/9.0.0/api-diff/Microsoft.WindowsDesktop.App/9.0.0_System.Drawing.Printing.md '
        'release-notes/9.0/9.0.11/9.0.11.md release-notes/9.0/preview/preview1/dotnetmaui.md '
        'release-notes/9.0/preview/preview2/release.json release-notes/9.0/preview/preview2/runtime.md '
        'release-notes/9.0/preview/preview4/media/aspnetcore-developer-page-improvements.gif '
        'release-notes/9.0/preview/preview4/media/openapi-doc.png '
        'release-notes/9.0/preview/preview6/api-diff/README.md release-notes/9.0/preview/rc1/sdk.md '
        'release-policies.md support.md'
    ),
    '.github': (
        'CODEOWNERS labeler-readme.md mcp.json'
    ),
    '.github/skills/release-notes/references': (
        'component-mapping.md feature-scoring.md format-template.md pr-layout.md quality-bar.md'
    ),
    '.github/workflows': (
        'api-diff-orchestrator.yml api-diff-worker.lock.yml copilot-setup-steps.yml '
        'labeler-predict-issues.yml labeler-promote.yml markdown-link-check-config.json '
        'markdown-link-check.yml release-notes.lock.yml validate-pat-pool.yml'
    ),
    'Documentation': (
        'core-repos.md ilcRepro.md self-contained-linux-apps.md'
    ),
    'release-notes/3.0/api-diff/.Net': (
        '3.0.0_System.Buffers.md 3.0.0_System.Net.md 3.0.0_System.Runtime.Serialization.md'
    ),
    'release-notes/3.0/api-diff/Asp.Net': (
        '3.0.0_Microsoft.AspNetCore.Components.Forms.md 3.0.0_Microsoft.AspNetCore.Hosting.md '
        '3.0.0_Microsoft.Extensions.Logging.Debug.md'
    ),
    'release-notes/3.0/preview/api-diff/preview1': (
        '3.0-preview1_System.Runtime.InteropServices.md 3.0-preview1_System.Text.Json.md '
        '3.0-preview1_System.Xml.md'
    ),
    'release-notes/5.0/api-diff/netcoreapp3.1/ASP.NET': (
        '5.0_Microsoft.AspNetCore.Components.Rendering.md '
        '5.0_Microsoft.AspNetCore.StaticFiles.Infrastructure.md 5.0_Microsoft.JSInterop.md'
    ),
    'release-notes/5.0/api-diff/netstandard2.1': (
        '5.0_System.ComponentModel.DataAnnotations.md 5.0_System.IO.md 5.0_System.Net.Mail.md '
        '5.0_System.Runtime.InteropServices.md 5.0_System.Runtime.Intrinsics.md'
    ),
    'release-notes/6.0/preview/api-diff/preview1/.Net': (
        '6.0-preview1_System.Globalization.md 6.0-preview1_System.Linq.md 6.0-preview1_System.Numerics.md'
    ),
    'release-notes/6.0/preview/api-diff/preview1/Asp.Net': (
        '6.0-preview1_Microsoft.AspNetCore.Http.Features.md 6.0-preview1_Microsoft.AspNetCore.Http.md '
        '6.0-preview1_Microsoft.AspNetCore.Mvc.RazorPages.Infrastructure.md'
    ),
    'release-notes/8.0/8.0.0/api-diff/Microsoft.AspNetCore.App': (
        '8.0.0_Microsoft.AspNetCore.Cors.md 8.0.0_Microsoft.AspNetCore.Http.Timeouts.md '
        '8.0.0_Microsoft.Extensions.Http.Logging.md'
    ),
    'release-notes/9.0/9.0.0/api-diff/Microsoft.AspNetCore.App': (
        '9.0.0_Microsoft.AspNetCore.Components.Authorization.md 9.0.0_Microsoft.AspNetCore.Server.Kestrel.md '
        '9.0.0_Microsoft.AspNetCore.WebUtilities.md 9.0.0_Microsoft.Extensions.FileProviders.Physical.md'
    ),
    'release-notes/9.0/9.0.0/api-diff/Microsoft.NETCore.App': (
        '9.0.0_System.IO.Compression.md 9.0.0_System.Net.Mime.md 9.0.0_System.Net.Security.md '
        '9.0.0_System.Net.WebSockets.md'
    ),
}

KAFKA_GENERATED_KIND = {
    '0100/generated': (
        'connect_config.html consumer_config.html kafka_config.html producer_config.html '
        'protocol_api_keys.html protocol_errors.html'
    ),
    '0101/generated': (
        'connect_config.html consumer_config.html kafka_config.html producer_config.html protocol_errors.html '
        'protocol_messages.html streams_config.html'
    ),
    '0102/generated': (
        'connect_config.html consumer_config.html protocol_api_keys.html protocol_messages.html '
        'streams_config.html'
    ),
    '0110/generated': (
        'admin_client_config.html connect_config.html connect_transforms.html consumer_config.html '
        'consumer_metrics.html kafka_config.html protocol_api_keys.html protocol_errors.html '
        'protocol_messages.html streams_config.html'
    ),
    '090/generated': (
        'consumer_config.html producer_config.html protocol_messages.html'
    ),
    '10/generated': (
        'connect_config.html consumer_config.html consumer_metrics.html kafka_config.html '
        'producer_config.html protocol_api_keys.html protocol_errors.html protocol_messages.html '
        'topic_config.html'
    ),
    '11/generated': (
        'admin_client_config.html connect_config.html connect_metrics.html connect_transforms.html '
        'consumer_metrics.html kafka_config.html protocol_errors.html protocol_messages.html '
        'streams_config.html topic_config.html'
    ),
    '20/generated': (
        'admin_client_config.html connect_metrics.html connect_transforms.html consumer_config.html '
        'consumer_metrics.html producer_config.html producer_metrics.html protocol_api_keys.html '
        'protocol_errors.html protocol_messages.html'
    ),
    '21/generated': (
        'admin_client_config.html connect_transforms.html consumer_config.html consumer_metrics.html '
        'kafka_config.html producer_config.html protocol_api_keys.html protocol_messages.html '
        'source_connector_config.html streams_config.html topic_config.html'
    ),
    '22/generated': (
        'admin_client_config.html connect_config.html connect_metrics.html kafka_config.html '
        'protocol_api_keys.html protocol_errors.html protocol_messages.html protocol_types.html '
        'sink_connector_config.html topic_config.html'
    ),
    '23/generated': (
        'admin_client_config.html connect_config.html connect_transforms.html producer_config.html '
        'producer_metrics.html protocol_api_keys.html protocol_messages.html protocol_types.html '
        'source_connector_config.html streams_config.html topic_config.html'
    ),
    '24/generated': (
        'admin_client_config.html connect_metrics.html connect_transforms.html consumer_metrics.html '
        'kafka_config.html protocol_api_keys.html protocol_errors.html protocol_messages.html '
        'protocol_types.html sink_connector_config.html streams_config.html topic_config.html'
    ),
    '25/generated': (
        'admin_client_config.html connect_config.html connect_metrics.html connect_transforms.html '
        'consumer_config.html producer_config.html producer_metrics.html protocol_api_keys.html '
        'protocol_messages.html protocol_types.html sink_connector_config.html streams_config.html '
        'topic_config.html'
    ),
    '26/generated': (
        'admin_client_config.html connect_config.html connect_metrics.html connect_predicates.html '
        'connect_transforms.html consumer_config.html consumer_metrics.html kafka_config.html '
        'producer_config.html producer_metrics.html protocol_api_keys.html protocol_messages.html '
        'protocol_types.html sink_connector_config.html source_connector_config.html streams_config.html '
        'topic_config.html'
    ),
    '27/generated': (
        'connect_config.html connect_predicates.html consumer_config.html consumer_metrics.html '
        'producer_config.html producer_metrics.html protocol_api_keys.html protocol_errors.html '
        'protocol_messages.html protocol_types.html sink_connector_config.html topic_config.html'
    ),
    '28/generated': (
        'admin_client_config.html connect_metrics.html connect_predicates.html consumer_metrics.html '
        'kafka_config.html producer_metrics.html protocol_api_keys.html protocol_messages.html '
        'protocol_types.html source_connector_config.html'
    ),
    '30/generated': (
        'admin_client_config.html connect_config.html connect_metrics.html connect_transforms.html '
        'consumer_metrics.html kafka_config.html producer_config.html producer_metrics.html '
        'protocol_api_keys.html protocol_errors.html protocol_messages.html protocol_types.html '
        'sink_connector_config.html source_connector_config.html streams_config.html topic_config.html'
    ),
    '31/generated': (
        'admin_client_config.html connect_config.html connect_predicates.html connect_transforms.html '
        'kafka_config.html producer_config.html producer_metrics.html protocol_api_keys.html '
        'protocol_types.html source_connector_config.html streams_config.html topic_config.html'
    ),
    '32/generated': (
        'admin_client_config.html connect_metrics.html connect_predicates.html consumer_config.html '
        'kafka_config.html protocol_api_keys.html protocol_errors.html protocol_types.html '
        'source_connector_config.html'
    ),
    '33/generated': (
        'connect_metrics.html connect_predicates.html connect_transforms.html consumer_config.html '
        'consumer_metrics.html kafka_config.html producer_metrics.html protocol_api_keys.html '
        'protocol_errors.html protocol_messages.html protocol_types.html sink_connector_config.html '
        'source_connector_config.html streams_config.html topic_config.html'
    ),
    '34/generated': (
        'admin_client_config.html connect_config.html connect_metrics.html connect_predicates.html '
        'connect_transforms.html consumer_config.html consumer_metrics.html mirror_source_config.html '
        'producer_config.html producer_metrics.html protocol_errors.html protocol_messages.html '
        'protocol_types.html sink_connector_config.html source_connector_config.html streams_config.html'
    ),
    '35/generated': (
        'admin_client_config.html connect_config.html connect_metrics.html connect_predicates.html '
        'connect_transforms.html kafka_config.html mirror_checkpoint_config.html mirror_heartbeat_config.html '
        'mirror_source_config.html producer_config.html producer_metrics.html protocol_errors.html '
        'sink_connector_config.html source_connector_config.html streams_config.html'
    ),
    '36/generated': (
        'connect_config.html consumer_config.html kafka_config.html mirror_checkpoint_config.html '
        'mirror_connector_config.html mirror_heartbeat_config.html mirror_source_config.html '
        'producer_config.html protocol_errors.html protocol_messages.html sink_connector_config.html '
        'streams_config.html'
    ),
    '37/generated': (
        'admin_client_config.html connect_config.html connect_predicates.html consumer_config.html '
        'consumer_metrics.html mirror_checkpoint_config.html mirror_connector_config.html '
        'mirror_heartbeat_config.html mirror_source_config.html producer_config.html protocol_errors.html '
        'protocol_messages.html remote_log_manager_config.html remote_log_metadata_manager_config.html '
        'sink_connector_config.html source_connector_config.html topic_config.html'
    ),
    '38/generated': (
        'connect_config.html connect_metrics.html connect_predicates.html kafka_config.html '
        'mirror_checkpoint_config.html mirror_connector_config.html mirror_heartbeat_config.html '
        'mirror_source_config.html producer_config.html producer_metrics.html protocol_messages.html '
        'protocol_types.html remote_log_manager_config.html remote_log_metadata_manager_config.html '
        'streams_config.html topic_config.html'
    ),
    '39/generated': (
        'admin_client_config.html connect_metrics.html connect_predicates.html consumer_config.html '
        'consumer_metrics.html kafka_config.html mirror_connector_config.html mirror_source_config.html '
        'producer_config.html protocol_api_keys.html protocol_errors.html protocol_messages.html '
        'remote_log_manager_config.html source_connector_config.html streams_config.html topic_config.html'
    ),
}

KAFKA_GENERATED_OTHER = {
    '': (
        '0100/javadoc/org/apache/kafka/common/errors/package-frame.html',
        '0101/javadoc/org/apache/kafka/common/config/ConfigDef.ConfigKey.html',
        '0101/javadoc/org/apache/kafka/common/config/SslConfigs.html',
        '0101/javadoc/org/apache/kafka/common/errors/RetriableException.html',
        '0102/javadoc/org/apache/kafka/common/serialization/ByteBufferSerializer.html',
        '0110/javadoc/help-doc.html',
        '0110/javadoc/org/apache/kafka/connect/errors/package-frame.html',
        '082/javadoc/org/apache/kafka/common/errors/CorruptRecordException.html',
        '090/javadoc/org/apache/kafka/clients/consumer/RangeAssignor.html',
        '10/images/icons/architecture.png',
        '10/javadoc/org/apache/kafka/common/KafkaFuture.BiConsumer.html',
        '10/javadoc/org/apache/kafka/common/acl/AccessControlEntry.html',
        '10/javadoc/org/apache/kafka/common/config/ConfigDef.Range.html',
        '10/javadoc/org/apache/kafka/streams/state/Stores.html',
        '10/javadoc/org/apache/kafka/streams/state/WindowBytesStoreSupplier.html',
        '11/javadoc/org/apache/kafka/common/serialization/ExtendedDeserializer.html',
        '11/javadoc/org/apache/kafka/streams/kstream/TimeWindowedKStream.html',
        '20/javadoc/jquery/images/ui-icons_cd0a0a_256x240.png',
        '20/javadoc/org/apache/kafka/streams/errors/BrokerNotFoundException.html',
        '21/images/streams-table-updates-02.png',
        '21/javadoc/org/apache/kafka/clients/producer/Callback.html',
        '21/javadoc/org/apache/kafka/common/errors/ListenerNotFoundException.html',
        '21/javadoc/org/apache/kafka/common/security/auth/DefaultPrincipalBuilder.html',
        '21/javadoc/org/apache/kafka/common/security/scram/ScramCredential.html',
        '21/javadoc/org/apache/kafka/connect/rest/ConnectRestExtension.html',
        '21/javadoc/org/apache/kafka/server/quota/ClientQuotaEntity.ConfigEntityType.html',
        '21/streams/developer-guide/datatypes.html',
        '22/images/icons/rabobank.png',
        '22/javadoc/org/apache/kafka/clients/admin/RenewDelegationTokenResult.html',
        '22/javadoc/org/apache/kafka/common/Metric.html',
        '22/streams/quickstart.html',
        '23/images/kafka_log.png',
        '23/javadoc/org/apache/kafka/clients/consumer/ConsumerRebalanceListener.html',
        '23/javadoc/org/apache/kafka/common/errors/StaleBrokerEpochException.html',
        '23/javadoc/org/apache/kafka/connect/connector/Connector.html',
        '23/javadoc/org/apache/kafka/connect/data/SchemaAndValue.html',
        '23/javadoc/org/apache/kafka/connect/errors/package-summary.html',
        '23/javadoc/org/apache/kafka/streams/kstream/Consumed.html',
        '24/images/icons/architecture.png',
        '24/images/streams-architecture-tasks.jpg',
        '24/images/streams-interactive-queries-api-01.png',
        '24/javadoc/org/apache/kafka/streams/processor/RecordContext.html',
        '24/javadoc/org/apache/kafka/streams/state/package-tree.html',
        '24/javadoc/org/apache/kafka/streams/test/package-frame.html',
        '25/javadoc/org/apache/kafka/clients/admin/ElectLeadersResult.html',
        '25/javadoc/org/apache/kafka/clients/consumer/OffsetAndMetadata.html',
        '25/javadoc/org/apache/kafka/common/TopicPartitionInfo.html',
        '25/javadoc/org/apache/kafka/common/acl/package-summary.html',
        '25/javadoc/org/apache/kafka/common/header/package-summary.html',
        '25/javadoc/org/apache/kafka/common/serialization/ShortSerializer.html',
        '25/javadoc/org/apache/kafka/connect/components/package-frame.html',
        '25/javadoc/org/apache/kafka/server/quota/ClientQuotaType.html',
        '25/javadoc/org/apache/kafka/streams/kstream/KTable.html',
        '25/javadoc/org/apache/kafka/streams/kstream/SessionWindows.html',
        '25/streams/developer-guide/manage-topics.html',
        '26/images/producer_consumer.png',
        '26/javadoc/org/apache/kafka/clients/producer/package-summary.html',
        '26/javadoc/org/apache/kafka/connect/data/package-summary.html',
        '26/javadoc/org/apache/kafka/connect/mirror/SourceAndTarget.html',
        '26/javadoc/org/apache/kafka/connect/transforms/package-tree.html',
        '27/javadoc/org/apache/kafka/clients/admin/DeleteConsumerGroupsResult.html',
        '27/javadoc/org/apache/kafka/common/IsolationLevel.html',
        '27/javadoc/org/apache/kafka/common/MetricName.html',
        '27/javadoc/org/apache/kafka/common/errors/GroupNotEmptyException.html',
        '27/javadoc/org/apache/kafka/connect/connector/policy/ConnectorClientConfigRequest.ClientType.html',
        '27/javadoc/stylesheet.css',
        '28/javadoc/org/apache/kafka/clients/admin/ElectPreferredLeadersOptions.html',
        '28/javadoc/org/apache/kafka/common/ClusterResource.html',
        '28/javadoc/org/apache/kafka/common/errors/SerializationException.html',
        '28/javadoc/org/apache/kafka/connect/connector/package-tree.html',
        '28/javadoc/org/apache/kafka/streams/kstream/Merger.html',
        '28/javadoc/org/apache/kafka/streams/processor/TaskId.html',
        '28/javadoc/org/apache/kafka/streams/state/package-summary.html',
        '30/javadoc/org/apache/kafka/clients/admin/UserScramCredentialsDescription.html',
        '30/javadoc/org/apache/kafka/common/errors/ApiException.html',
        '30/javadoc/org/apache/kafka/common/security/scram/package-summary.html',
        '30/streams/core-concepts.html',
        '31/images/streams-concepts-topology.jpg',
        '31/javadoc/org/apache/kafka/clients/producer/UniformStickyPartitioner.html',
        '31/javadoc/org/apache/kafka/common/metrics/stats/WindowedCount.html',
        '31/javadoc/org/apache/kafka/streams/errors/TaskCorruptedException.html',
        '32/javadoc/org/apache/kafka/common/errors/IllegalSaslStateException.html',
        '32/javadoc/org/apache/kafka/common/security/oauthbearer/secured/package-summary.html',
        '32/javadoc/org/apache/kafka/common/serialization/FloatSerializer.html',
        '32/javadoc/org/apache/kafka/connect/data/SchemaProjector.html',
        '32/javadoc/org/apache/kafka/streams/processor/Processor.html',
        '32/javadoc/script-dir/images/ui-bg_glass_95_fef1ec_1x400.png',
        '33/generated/connect_rest.yaml',
        '33/javadoc/org/apache/kafka/clients/admin/ListOffsetsResult.ListOffsetsResultInfo.html',
        '33/javadoc/org/apache/kafka/common/acl/AclOperation.html',
        '33/javadoc/org/apache/kafka/common/metrics/CompoundStat.html',
        '33/javadoc/org/apache/kafka/common/metrics/stats/Avg.html',
        '33/javadoc/org/apache/kafka/common/metrics/stats/Histogram.ConstantBinScheme.html',
        '33/javadoc/org/apache/kafka/streams/errors/TaskIdFormatException.html',
        '33/javadoc/org/apache/kafka/streams/processor/Processor.html',
        '34/generated/connect_rest.yaml',
        '34/images/streams-architecture-topology.jpg',
        '34/javadoc/org/apache/kafka/clients/admin/DescribeTransactionsOptions.html',
        '34/javadoc/org/apache/kafka/common/acl/AclBindingFilter.html',
        '34/javadoc/org/apache/kafka/common/config/ConfigDef.NonEmptyString.html',
        '34/javadoc/org/apache/kafka/common/errors/NotControllerException.html',
        '34/javadoc/org/apache/kafka/server/authorizer/AclCreateResult.html',
        '34/javadoc/org/apache/kafka/server/authorizer/package-summary.html',
        '34/javadoc/org/apache/kafka/streams/query/QueryResult.html',
        '34/js/templateData.js',
        '35/generated/connect_rest.yaml',
        '35/images/streams-architecture-threads.jpg',
        '35/javadoc/org/apache/kafka/clients/admin/SupportedVersionRange.html',
        '35/javadoc/org/apache/kafka/connect/sink/SinkTask.html',
        '35/javadoc/org/apache/kafka/server/authorizer/AuthorizationResult.html',
        '35/javadoc/org/apache/kafka/streams/errors/InvalidStateStoreException.html',
        '35/javadoc/org/apache/kafka/streams/kstream/TransformerSupplier.html',
        '35/javadoc/org/apache/kafka/streams/package-summary.html',
        '35/javadoc/org/apache/kafka/streams/test/package-summary.html',
        '36/connect.html',
        '36/generated/connect_rest.yaml',
        '36/javadoc/org/apache/kafka/clients/admin/package-tree.html',
        '36/javadoc/org/apache/kafka/common/ConsumerGroupState.html',
        '36/javadoc/org/apache/kafka/common/TopicPartition.html',
        '36/javadoc/org/apache/kafka/common/config/ConfigDef.ValidString.html',
        '36/javadoc/org/apache/kafka/common/metrics/Sensor.html',
        '36/javadoc/org/apache/kafka/common/quota/package-tree.html',
        '36/javadoc/org/apache/kafka/common/security/oauthbearer/secured/OAuthBearerValidatorCallbackHandler.html',
        '36/javadoc/org/apache/kafka/connect/data/Struct.html',
        '36/javadoc/org/apache/kafka/streams/kstream/TimeWindows.html',
        '37/generated/connect_rest.yaml',
        '37/images/icons/documentation--white.png',
        '37/javadoc/org/apache/kafka/clients/admin/DescribeClusterResult.html',
        '37/javadoc/org/apache/kafka/common/acl/package-summary.html',
        '37/javadoc/org/apache/kafka/common/errors/OffsetNotAvailableException.html',
        '37/javadoc/org/apache/kafka/common/security/oauthbearer/OAuthBearerLoginCallbackHandler.html',
        '38/generated/connect_rest.yaml',
        '38/javadoc/org/apache/kafka/clients/admin/DescribeLogDirsResult.html',
        '38/javadoc/org/apache/kafka/clients/admin/RecordsToDelete.html',
        '39/connect.html',
        '39/generated/connect_rest.yaml',
        '39/images/streams-architecture-topology.jpg',
        '39/javadoc/org/apache/kafka/clients/admin/Config.html',
        '39/javadoc/org/apache/kafka/clients/consumer/RoundRobinAssignor.html',
        '39/javadoc/org/apache/kafka/common/config/AbstractConfig.html',
        '39/javadoc/org/apache/kafka/common/security/auth/AuthenticateCallbackHandler.html',
        '39/javadoc/org/apache/kafka/common/serialization/Serdes.ShortSerde.html',
        '39/javadoc/org/apache/kafka/connect/transforms/package-summary.html',
        '39/javadoc/org/apache/kafka/coordinator/group/api/assignor/ConsumerGroupPartitionAssignor.html',
        '39/javadoc/org/apache/kafka/server/authorizer/package-tree.html',
        'api-docs/0.6/kafka/api/MultiProducerRequest$.html',
        'api-docs/0.6/kafka/api/OffsetRequest$.html',
        'api-docs/0.6/kafka/common/OffsetOutOfRangeException.html',
        'api-docs/0.6/kafka/javaapi/producer/async/CallbackHandler$.html',
        'api-docs/0.6/kafka/log/LogStats.html',
        'api-docs/0.6/kafka/network/SocketServerStats.html',
        'coding-guide.html',
        'contact.html',
        'contributing.html',
        'diagrams/log_compaction.graffle',
        'documentation/streams/architecture.html',
        'documentation/streams/upgrade-guide.html',
        'fonts/roboto/roboto-v30-vietnamese_latin-ext_latin_greek-ext_greek_cyrillic-ext_cyrillic-500.woff2',
        'images/books/book-heart-logs.jpg',
        'images/books/book-kafka-streams-journal.jpg',
        'images/hp-icons/icon-vital.svg',
        'includes/_top.htm',
        'logos/originals/jpg/ICON - Black on White.jpg',
        'logos/originals/psd/ICON - White on Black.psd',
    ),
    '11/javadoc/org/apache/kafka/common/errors': (
        'ClusterAuthorizationException.html CoordinatorNotAvailableException.html '
        'PolicyViolationException.html'
    ),
    '32/javadoc/org/apache/kafka/clients/admin': (
        'AbortTransactionSpec.html ConfigEntry.html OffsetSpec.TimestampSpec.html'
    ),
    '36/javadoc/org/apache/kafka/common/errors': (
        'EligibleLeadersNotAvailableException.html FencedInstanceIdException.html '
        'UnknownProducerIdException.html'
    ),
    '39/javadoc/org/apache/kafka/common/errors': (
        'DuplicateBrokerRegistrationException.html DuplicateSequenceException.html '
        'InconsistentClusterIdException.html'
    ),
    'api-docs/0.6/kafka/utils': (
        'SnapshotStats$Stats.html ZKGroupDirs.html threadsafe.html'
    ),
    'api-docs/0.6/lib': (
        'class_big.png filter_box_right.png object.png package_big.png'
    ),
    'images': (
        'harsha.jpg jiangjie.jpg kafka_multidc_complex.png lindong.jpg log_anatomy.png rsivaram.jpg'
    ),
    'images/powered-by': (
        'agoda.png appsflyer.png cityzen.png deephaven.svg emergingthreats.png flyhajj.png foursquare.png '
        'helpshift.png holidaycheck.png infobip.png instaclustr.png mozilla.png pinterest.png quixey.png '
        'smily.svg tokenanalyst.png vividcortex.png yahoo.png'
    ),
}

KAFKA_STREAMS_KIND = {
    '10/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html index.html '
        'interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html running-app.html '
        'security.html write-streams.html'
    ),
    '11/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html index.html '
        'interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html running-app.html '
        'security.html testing.html write-streams.html'
    ),
    '20/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html index.html '
        'interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html running-app.html '
        'security.html testing.html write-streams.html'
    ),
    '21/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html index.html '
        'interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html running-app.html '
        'security.html testing.html write-streams.html'
    ),
    '22/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html index.html '
        'interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html running-app.html '
        'security.html testing.html write-streams.html'
    ),
    '23/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html index.html '
        'interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html running-app.html '
        'security.html testing.html write-streams.html'
    ),
    '24/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '25/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '26/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '27/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '28/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '30/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '31/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '32/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '33/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '34/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '35/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '36/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '37/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '38/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
    '39/streams/developer-guide': (
        'app-reset-tool.html config-streams.html datatypes.html dsl-api.html dsl-topology-naming.html '
        'index.html interactive-queries.html manage-topics.html memory-mgmt.html processor-api.html '
        'running-app.html security.html testing.html write-streams.html'
    ),
}

KAFKA_STREAMS_OTHER = {
    '': (
        '0100/javadoc/org/apache/kafka/connect/errors/SchemaBuilderException.html',
        '0101/javadoc/org/apache/kafka/common/errors/TimeoutException.html',
        '0102/javadoc/org/apache/kafka/streams/processor/Processor.html',
        '0110/generated/streams_config.html',
        '0110/javadoc/org/apache/kafka/clients/producer/ProducerConfig.html',
        '0110/javadoc/org/apache/kafka/common/TopicPartitionInfo.html',
        '0110/javadoc/org/apache/kafka/connect/sink/SinkConnector.html',
        '0110/javadoc/org/apache/kafka/streams/processor/package-tree.html',
        '081/design.html',
        '090/javadoc/org/apache/kafka/common/serialization/Serializer.html',
        '090/javadoc/org/apache/kafka/common/serialization/StringSerializer.html',
        '10/javadoc/org/apache/kafka/streams/KeyValue.html',
        '10/javadoc/org/apache/kafka/streams/kstream/TransformerSupplier.html',
        '11/javadoc/org/apache/kafka/clients/consumer/package-tree.html',
        '11/javadoc/org/apache/kafka/common/annotation/InterfaceStability.Unstable.html',
        '11/javadoc/org/apache/kafka/common/errors/DisconnectException.html',
        '11/javadoc/org/apache/kafka/common/errors/InvalidReplicaAssignmentException.html',
        '11/javadoc/org/apache/kafka/connect/sink/SinkConnector.html',
        '11/javadoc/org/apache/kafka/connect/storage/ConverterConfig.html',
        '11/javadoc/org/apache/kafka/streams/TopologyDescription.Processor.html',
        '11/javadoc/org/apache/kafka/streams/kstream/SessionWindows.html',
        '11/javadoc/overview-tree.html',
        '20/generated/connect_transforms.html',
        '20/javadoc/org/apache/kafka/clients/admin/DescribeClusterOptions.html',
        '20/javadoc/org/apache/kafka/common/config/ConfigDef.CompositeValidator.html',
        '20/javadoc/org/apache/kafka/common/config/ConfigDef.Width.html',
        '20/javadoc/org/apache/kafka/connect/util/package-tree.html',
        '20/javadoc/org/apache/kafka/streams/kstream/KTable.html',
        '20/javadoc/overview-frame.html',
        '21/generated/topic_config.html',
        '21/javadoc/org/apache/kafka/clients/producer/package-summary.html',
        '21/javadoc/org/apache/kafka/common/KafkaException.html',
        '21/javadoc/org/apache/kafka/common/errors/CoordinatorNotAvailableException.html',
        '22/images/streams-table-updates-02.png',
        '22/javadoc/deprecated-list.html',
        '22/javadoc/org/apache/kafka/clients/admin/DeletedRecords.html',
        '22/javadoc/org/apache/kafka/clients/admin/MemberDescription.html',
        '22/javadoc/org/apache/kafka/connect/storage/StringConverter.html',
        '22/javadoc/org/apache/kafka/streams/errors/StreamsException.html',
        '22/javadoc/overview-frame.html',
        '23/javadoc/org/apache/kafka/streams/TopologyDescription.Sink.html',
        '23/javadoc/org/apache/kafka/streams/errors/LogAndFailExceptionHandler.html',
        '23/javadoc/stylesheet.css',
        '24/images/icons/zalando.png',
        '24/javadoc/org/apache/kafka/clients/admin/CreateTopicsOptions.html',
        '24/javadoc/org/apache/kafka/clients/admin/DeleteTopicsResult.html',
        '24/javadoc/org/apache/kafka/clients/consumer/ConsumerRecord.html',
        '24/javadoc/org/apache/kafka/common/config/ConfigDef.ValidList.html',
        '24/javadoc/org/apache/kafka/common/config/ConfigResource.Type.html',
        '24/javadoc/org/apache/kafka/common/errors/OffsetMetadataTooLarge.html',
        '25/javadoc/org/apache/kafka/clients/admin/DeleteAclsOptions.html',
        '25/javadoc/org/apache/kafka/common/annotation/InterfaceStability.html',
        '25/javadoc/org/apache/kafka/common/errors/DelegationTokenExpiredException.html',
        '25/javadoc/org/apache/kafka/streams/kstream/KGroupedStream.html',
        '25/javadoc/overview-frame.html',
        '26/javadoc/constant-values.html',
        '26/javadoc/org/apache/kafka/common/resource/ResourcePatternFilter.html',
        '26/javadoc/org/apache/kafka/streams/state/ReadOnlySessionStore.html',
        '27/api.html',
        '27/generated/sink_connector_config.html',
        '27/javadoc/org/apache/kafka/clients/admin/DescribeConfigsResult.html',
        '27/javadoc/org/apache/kafka/clients/admin/UserScramCredentialUpsertion.html',
        '27/javadoc/org/apache/kafka/clients/consumer/CommitFailedException.html',
        '27/javadoc/org/apache/kafka/common/config/ConfigDef.Type.html',
        '27/javadoc/org/apache/kafka/connect/connector/Connector.html',
        '27/javadoc/org/apache/kafka/connect/rest/package-summary.html',
        '28/javadoc/org/apache/kafka/common/metrics/stats/SampledStat.html',
        '28/javadoc/org/apache/kafka/streams/TopologyDescription.Subtopology.html',
        '28/javadoc/org/apache/kafka/streams/state/TimestampedKeyValueStore.html',
        '28/javadoc/org/apache/kafka/streams/state/package-tree.html',
        '30/documentation/streams/upgrade-guide.html',
        '30/javadoc/org/apache/kafka/common/serialization/IntegerDeserializer.html',
        '30/javadoc/org/apache/kafka/streams/processor/api/Record.html',
        '31/images/mirror-maker.png',
        '31/javadoc/org/apache/kafka/clients/admin/CreateAclsOptions.html',
        '31/javadoc/org/apache/kafka/clients/admin/OffsetSpec.LatestSpec.html',
        '31/javadoc/org/apache/kafka/clients/consumer/RetriableCommitFailedException.html',
        '31/javadoc/org/apache/kafka/common/TopicIdPartition.html',
        '31/javadoc/org/apache/kafka/common/metrics/Gauge.html',
        '32/javadoc/org/apache/kafka/clients/producer/ProducerRecord.html',
        '32/javadoc/org/apache/kafka/common/config/package-summary.html',
        '32/javadoc/org/apache/kafka/common/metrics/package-summary.html',
        '32/javadoc/org/apache/kafka/common/security/oauthbearer/OAuthBearerToken.html',
        '32/javadoc/org/apache/kafka/streams/TestInputTopic.html',
        '32/javadoc/org/apache/kafka/streams/state/QueryableStoreTypes.WindowStoreType.html',
        '33/documentation/streams/index.html',
        '33/javadoc/allclasses-noframe.html',
        '33/javadoc/org/apache/kafka/common/errors/UnacceptableCredentialException.html',
        '33/javadoc/org/apache/kafka/common/security/auth/SslEngineFactory.html',
        '33/javadoc/org/apache/kafka/common/security/oauthbearer/secured/RefreshingHttpsJwks.html',
        '33/javadoc/org/apache/kafka/connect/sink/package-frame.html',
        '33/javadoc/org/apache/kafka/connect/util/package-frame.html',
        '33/javadoc/org/apache/kafka/streams/processor/api/MockProcessorContext.html',
        '33/javadoc/org/apache/kafka/streams/state/KeyValueBytesStoreSupplier.html',
        '33/js/templateData.js',
        '34/javadoc/org/apache/kafka/clients/admin/FenceProducersOptions.html',
        '34/javadoc/org/apache/kafka/streams/processor/ProcessorSupplier.html',
        '34/javadoc/org/apache/kafka/streams/processor/PunctuationType.html',
        '34/streams/quickstart.html',
        '35/implementation.html',
        '35/javadoc/org/apache/kafka/clients/admin/FenceProducersResult.html',
        '35/javadoc/org/apache/kafka/common/config/SaslConfigs.html',
        '35/javadoc/org/apache/kafka/common/errors/PositionOutOfRangeException.html',
        '36/javadoc/org/apache/kafka/clients/admin/DescribeUserScramCredentialsResult.html',
        '36/javadoc/org/apache/kafka/clients/consumer/package-tree.html',
        '36/javadoc/org/apache/kafka/common/errors/NewLeaderElectedException.html',
        '36/javadoc/org/apache/kafka/common/errors/StaleBrokerEpochException.html',
        '36/javadoc/org/apache/kafka/common/package-summary.html',
        '36/javadoc/org/apache/kafka/connect/data/package-summary.html',
        '36/javadoc/org/apache/kafka/connect/storage/ConverterConfig.html',
        '36/javadoc/org/apache/kafka/streams/errors/DeserializationExceptionHandler.DeserializationHandlerResponse.html',
        '36/javadoc/org/apache/kafka/streams/state/WindowStoreIterator.html',
        '37/images/producer_consumer.png',
        '37/images/streams-interactive-queries-api-01.png',
        '37/javadoc/org/apache/kafka/common/config/ConfigDef.Range.html',
        '37/javadoc/org/apache/kafka/common/config/SaslConfigs.html',
        '37/javadoc/org/apache/kafka/common/errors/InterruptException.html',
        '37/javadoc/org/apache/kafka/common/package-tree.html',
        '37/javadoc/org/apache/kafka/streams/LagInfo.html',
        '37/javadoc/org/apache/kafka/streams/errors/UnknownTopologyException.html',
        '37/javadoc/org/apache/kafka/streams/kstream/WindowedSerdes.SessionWindowedSerde.html',
        '37/javadoc/org/apache/kafka/streams/state/ReadOnlyKeyValueStore.html',
        '38/javadoc/legal/ASSEMBLY_EXCEPTION',
        '38/javadoc/org/apache/kafka/clients/admin/DescribeProducersOptions.html',
        '38/javadoc/org/apache/kafka/common/errors/GroupAuthorizationException.html',
        '38/javadoc/org/apache/kafka/common/errors/ListenerNotFoundException.html',
        '38/javadoc/org/apache/kafka/common/metrics/stats/Percentiles.html',
        '38/javadoc/org/apache/kafka/server/quota/ClientQuotaCallback.html',
        '38/javadoc/org/apache/kafka/streams/processor/FailOnInvalidTimestamp.html',
        '38/javadoc/resources/x.png',
        '39/images/streams-table-duality-02.png',
        '39/javadoc/org/apache/kafka/common/errors/UnknownSubscriptionIdException.html',
        '39/javadoc/org/apache/kafka/connect/header/ConnectHeaders.html',
        '39/javadoc/org/apache/kafka/connect/rest/package-tree.html',
        '39/javadoc/org/apache/kafka/server/log/remote/storage/RemoteStorageManager.IndexType.html',
        '39/javadoc/org/apache/kafka/streams/LagInfo.html',
        '39/javadoc/org/apache/kafka/streams/processor/CommitCallback.html',
        '39/javadoc/org/apache/kafka/streams/processor/MockProcessorContext.CapturedPunctuator.html',
        'api-docs/0.6/kafka/api/MultiFetchRequest$.html',
        'api-docs/0.6/kafka/api/ProducerRequest.html',
        'api-docs/0.6/kafka/cluster/Partition.html',
        'api-docs/0.6/kafka/consumer/KafkaMessageStream.html',
        'api-docs/0.6/kafka/javaapi/producer/SyncProducer.html',
        'api-docs/0.6/kafka/javaapi/producer/async/CallbackHandler.html',
        'api-docs/0.6/kafka/log/LogStatsMBean.html',
        'api-docs/0.6/kafka/producer/async/AsyncProducerConfig.html',
        'api-docs/0.6/kafka/serializer/StringDecoder.html',
        'api-docs/0.6/lib/class_big.png',
        'api-docs/0.6/package.html',
        'coding-guide.html',
        'documentation/streams/architecture.html',
        'documentation/streams/developer-guide/dsl-topology-naming.html',
        'events.html',
        'fonts/roboto/roboto-condensed-v25-vietnamese_latin-ext_latin_greek-ext_greek_cyrillic-ext_cyrillic-300.woff2',
        'fonts/roboto/roboto-condensed-v25-vietnamese_latin-ext_latin_greek-ext_greek_cyrillic-ext_cyrillic-regular.woff2',
        'images/books/book-kafka-streams-ksqldb.png',
        'images/books/book-making-sense.png',
        'logos/originals/jpg/WIDE - Black on White.jpg',
        'logos/originals/jpg/WIDE - White on Black.jpg',
        'logos/originals/png/ICON - White on Transparent.png',
        'logos/originals/png/WIDE - Black on Transparent.png',
        'logos/originals/psd/ICON - Black on White.psd',
    ),
    '30/javadoc/org/apache/kafka/clients/admin': (
        'DescribeConsumerGroupsOptions.html DescribeTopicsOptions.html RenewDelegationTokenResult.html'
    ),
    '32/javadoc/org/apache/kafka/clients/admin': (
        'DeleteConsumerGroupOffsetsOptions.html ListTopicsOptions.html '
        'RemoveMembersFromConsumerGroupResult.html'
    ),
    '33/javadoc/org/apache/kafka/clients/admin': (
        'AlterClientQuotasResult.html AlterReplicaLogDirsOptions.html ExpireDelegationTokenResult.html'
    ),
    '39/javadoc/org/apache/kafka/clients/admin': (
        'DeleteAclsOptions.html DeleteConsumerGroupsOptions.html ExpireDelegationTokenOptions.html'
    ),
    'api-docs/0.6/kafka/producer': (
        'ProducerData.html SyncProducer$.html SyncProducer.html'
    ),
    'api-docs/0.6/kafka/utils': (
        'SnapshotStats$Stats.html Throttler.html Time$.html Utils$.html'
    ),
    'images': (
        'chia7712.png ijuma.jpg jsancio.jpg tombentley.jpg twitter_logo.png waves.svg wcarlson.jpg'
    ),
    'images/powered-by': (
        'OPT.jpg flow-by-moen.png grab.png instaclustr.png linkedin.jpg loggly.png ovh.png quixey.png '
        'rollbar.png visualrevenue.jpg wooga.png zalando.jpg'
    ),
}

KAFKA_JAVADOC_KIND = {
    '': (
        '0100/javadoc/org/apache/kafka/common/MetricName.html '
        '0100/javadoc/org/apache/kafka/common/config/ConfigDef.ConfigKey.html '
        '0100/javadoc/org/apache/kafka/common/config/ConfigDef.Recommender.html '
        '0100/javadoc/org/apache/kafka/common/errors/IllegalSaslStateException.html '
        '0100/javadoc/org/apache/kafka/common/serialization/Serde.html '
        '0100/javadoc/org/apache/kafka/streams/state/Stores.ValueFactory.html '
        '0101/javadoc/org/apache/kafka/clients/consumer/OffsetAndMetadata.html '
        '0101/javadoc/org/apache/kafka/common/ClusterResource.html '
        '0101/javadoc/org/apache/kafka/common/config/SaslConfigs.html '
        '0101/javadoc/org/apache/kafka/common/serialization/LongDeserializer.html '
        '0101/javadoc/org/apache/kafka/streams/KafkaStreams.html '
        '0101/javadoc/org/apache/kafka/streams/kstream/KStream.html '
        '0101/javadoc/org/apache/kafka/streams/state/Stores.ValueFactory.html '
        '0102/javadoc/org/apache/kafka/common/errors/InvalidCommitOffsetSizeException.html '
        '0102/javadoc/org/apache/kafka/common/serialization/ByteArraySerializer.html '
        '0102/javadoc/org/apache/kafka/connect/data/SchemaProjector.html '
        '0102/javadoc/org/apache/kafka/connect/errors/SchemaBuilderException.html '
        '0102/javadoc/org/apache/kafka/connect/util/ConnectorUtils.html '
        '0102/javadoc/org/apache/kafka/streams/state/Stores.PersistentKeyValueFactory.html '
        '0110/javadoc/org/apache/kafka/common/errors/InvalidTimestampException.html '
        '0110/javadoc/org/apache/kafka/common/errors/NetworkException.html '
        '0110/javadoc/org/apache/kafka/connect/errors/SchemaProjectorException.html '
        '0110/javadoc/org/apache/kafka/streams/KafkaStreams.StateListener.html '
        '082/javadoc/org/apache/kafka/common/errors/CorruptRecordException.html '
        '082/javadoc/org/apache/kafka/common/serialization/StringDeserializer.html '
        '10/javadoc/org/apache/kafka/common/errors/UnknownTopicOrPartitionException.html '
        '10/javadoc/org/apache/kafka/common/resource/Resource.html '
        '10/javadoc/org/apache/kafka/streams/KeyValue.html 11/javadoc/org/apache/kafka/common/Metric.html '
        '11/javadoc/org/apache/kafka/common/Reconfigurable.html '
        '11/javadoc/org/apache/kafka/common/serialization/Deserializer.html '
        '11/javadoc/org/apache/kafka/common/serialization/ShortDeserializer.html '
        '11/javadoc/org/apache/kafka/streams/state/Stores.StoreFactory.html '
        '11/javadoc/org/apache/kafka/streams/state/WindowStoreIterator.html '
        '20/javadoc/org/apache/kafka/clients/consumer/OffsetAndMetadata.html '
        '20/javadoc/org/apache/kafka/common/Metric.html '
        '20/javadoc/org/apache/kafka/streams/errors/DeserializationExceptionHandler.html '
        '20/javadoc/org/apache/kafka/streams/errors/LogAndFailExceptionHandler.html '
        '20/javadoc/org/apache/kafka/streams/kstream/Predicate.html '
        '21/javadoc/org/apache/kafka/clients/admin/MemberDescription.html '
        '21/javadoc/org/apache/kafka/common/PartitionInfo.html '
        '21/javadoc/org/apache/kafka/common/errors/ControllerMovedException.html '
        '21/javadoc/org/apache/kafka/common/serialization/DoubleSerializer.html '
        '21/javadoc/org/apache/kafka/common/serialization/Serdes.FloatSerde.html '
        '21/javadoc/org/apache/kafka/connect/connector/ConnectorContext.html '
        '21/javadoc/org/apache/kafka/connect/data/Schema.Type.html '
        '21/javadoc/org/apache/kafka/streams/processor/StateStore.html '
        '22/javadoc/org/apache/kafka/clients/admin/DescribeConfigsOptions.html '
        '22/javadoc/org/apache/kafka/common/acl/AclOperation.html '
        '22/javadoc/org/apache/kafka/common/config/ConfigDef.ValidString.html '
        '22/javadoc/org/apache/kafka/common/config/TopicConfig.html '
        '22/javadoc/org/apache/kafka/common/errors/NotEnoughReplicasAfterAppendException.html '
        '22/javadoc/org/apache/kafka/common/errors/UnknownServerException.html '
        '22/javadoc/org/apache/kafka/common/security/oauthbearer/OAuthBearerValidatorCallback.html '
        '22/javadoc/org/apache/kafka/common/security/scram/ScramCredential.html '
        '22/javadoc/org/apache/kafka/common/serialization/FloatSerializer.html '
        '22/javadoc/org/apache/kafka/connect/connector/ConnectRecord.html '
        '22/javadoc/org/apache/kafka/connect/health/ConnectorState.html '
        '22/javadoc/org/apache/kafka/streams/kstream/Initializer.html '
        '22/javadoc/org/apache/kafka/streams/kstream/ValueMapper.html '
        '22/javadoc/org/apache/kafka/streams/processor/MockProcessorContext.CapturedPunctuator.html '
        '23/javadoc/org/apache/kafka/clients/admin/ElectPreferredLeadersResult.html '
        '23/javadoc/org/apache/kafka/clients/admin/KafkaAdminClient.html '
        '23/javadoc/org/apache/kafka/common/config/ConfigTransformer.html '
        '23/javadoc/org/apache/kafka/common/security/auth/PlaintextAuthenticationContext.html '
        '23/javadoc/org/apache/kafka/connect/data/Values.SchemaDetector.html '
        '23/javadoc/org/apache/kafka/connect/errors/SchemaBuilderException.html '
        '23/javadoc/org/apache/kafka/server/quota/ClientQuotaType.html '
        '23/javadoc/org/apache/kafka/streams/errors/DefaultProductionExceptionHandler.html '
        '23/javadoc/org/apache/kafka/streams/errors/ProductionExceptionHandler.html '
        '23/javadoc/org/apache/kafka/streams/kstream/Suppressed.html '
        '24/javadoc/org/apache/kafka/clients/admin/ListPartitionReassignmentsResult.html '
        '24/javadoc/org/apache/kafka/common/config/ConfigDef.Validator.html '
        '24/javadoc/org/apache/kafka/common/errors/InvalidCommitOffsetSizeException.html '
        '24/javadoc/org/apache/kafka/common/serialization/ExtendedDeserializer.html '
        '24/javadoc/org/apache/kafka/connect/data/Date.html '
        '24/javadoc/org/apache/kafka/streams/TopologyDescription.Source.html '
        '24/javadoc/org/apache/kafka/streams/kstream/Grouped.html '
        '24/javadoc/org/apache/kafka/streams/kstream/Suppressed.BufferConfig.html '
        '24/javadoc/org/apache/kafka/streams/processor/RecordContext.html '
        '24/javadoc/org/apache/kafka/streams/state/QueryableStoreTypes.html '
        '25/javadoc/org/apache/kafka/clients/admin/ConfigEntry.ConfigSource.html '
        '25/javadoc/org/apache/kafka/clients/admin/TopicDescription.html '
        '25/javadoc/org/apache/kafka/clients/consumer/ConsumerPartitionAssignor.Subscription.html '
        '25/javadoc/org/apache/kafka/common/errors/InvalidFetchSessionEpochException.html '
        '25/javadoc/org/apache/kafka/common/errors/SecurityDisabledException.html '
        '25/javadoc/org/apache/kafka/common/security/token/delegation/TokenInformation.html '
        '25/javadoc/org/apache/kafka/common/serialization/Serdes.ByteBufferSerde.html '
        '25/javadoc/org/apache/kafka/common/serialization/Serdes.WrapperSerde.html '
        '25/javadoc/org/apache/kafka/connect/source/SourceRecord.html '
        '26/javadoc/org/apache/kafka/clients/admin/DeletedRecords.html '
        '26/javadoc/org/apache/kafka/common/config/ConfigDef.NonEmptyStringWithoutControlChars.html '
        '26/javadoc/org/apache/kafka/common/errors/LeaderNotAvailableException.html '
        '26/javadoc/org/apache/kafka/common/errors/TopicDeletionDisabledException.html '
        '26/javadoc/org/apache/kafka/connect/connector/policy/ConnectorClientConfigRequest.ClientType.html '
        '26/javadoc/org/apache/kafka/server/policy/CreateTopicPolicy.html '
        '26/javadoc/org/apache/kafka/streams/kstream/ValueTransformerSupplier.html '
        '26/javadoc/org/apache/kafka/streams/kstream/WindowedSerdes.html '
        '27/javadoc/org/apache/kafka/common/Configurable.html '
        '27/javadoc/org/apache/kafka/common/config/provider/ConfigProvider.html '
        '27/javadoc/org/apache/kafka/common/metrics/Stat.html '
        '27/javadoc/org/apache/kafka/common/metrics/stats/WindowedCount.html '
        '27/javadoc/org/apache/kafka/common/security/oauthbearer/OAuthBearerLoginModule.html '
        '27/javadoc/org/apache/kafka/connect/storage/OffsetStorageReader.html '
        '27/javadoc/org/apache/kafka/streams/processor/FailOnInvalidTimestamp.html '
        '28/javadoc/org/apache/kafka/clients/admin/Admin.html '
        '28/javadoc/org/apache/kafka/clients/admin/DeleteAclsResult.FilterResult.html '
        '28/javadoc/org/apache/kafka/common/IsolationLevel.html '
        '28/javadoc/org/apache/kafka/common/config/TopicConfig.html '
        '28/javadoc/org/apache/kafka/common/errors/GroupIdNotFoundException.html '
        '28/javadoc/org/apache/kafka/common/metrics/Stat.html '
        '28/javadoc/org/apache/kafka/common/metrics/stats/Frequency.html '
        '28/javadoc/org/apache/kafka/common/serialization/UUIDSerializer.html '
        '28/javadoc/org/apache/kafka/connect/sink/SinkRecord.html '
        '28/javadoc/org/apache/kafka/streams/processor/TaskMetadata.html '
        '28/javadoc/org/apache/kafka/streams/processor/api/MockProcessorContext.CapturedForward.html '
        '30/javadoc/org/apache/kafka/clients/consumer/CooperativeStickyAssignor.html '
        '30/javadoc/org/apache/kafka/common/acl/AclPermissionType.html '
        '30/javadoc/org/apache/kafka/common/config/ConfigValue.html '
        '30/javadoc/org/apache/kafka/common/errors/GroupNotEmptyException.html '
        '30/javadoc/org/apache/kafka/common/errors/InvalidRequestException.html '
        '30/javadoc/org/apache/kafka/common/metrics/stats/Histogram.html '
        '30/javadoc/org/apache/kafka/common/quota/ClientQuotaAlteration.Op.html '
        '30/javadoc/org/apache/kafka/connect/connector/Task.html '
        '30/javadoc/org/apache/kafka/connect/errors/SchemaProjectorException.html '
        '30/javadoc/org/apache/kafka/streams/TaskMetadata.html '
        '30/javadoc/org/apache/kafka/streams/TestInputTopic.html '
        '30/javadoc/org/apache/kafka/streams/kstream/ForeachProcessor.html '
        '30/javadoc/org/apache/kafka/streams/kstream/SlidingWindows.html '
        '30/javadoc/org/apache/kafka/streams/processor/MockProcessorContext.CapturedForward.html '
        '30/javadoc/org/apache/kafka/streams/state/StreamsMetadata.html '
        '31/javadoc/org/apache/kafka/clients/consumer/ConsumerPartitionAssignor.html '
        '31/javadoc/org/apache/kafka/clients/consumer/MockConsumer.html '
        '31/javadoc/org/apache/kafka/common/PartitionInfo.html '
        '31/javadoc/org/apache/kafka/common/TopicCollection.html '
        '31/javadoc/org/apache/kafka/common/security/oauthbearer/secured/AccessTokenValidatorFactory.html '
        '31/javadoc/org/apache/kafka/common/security/oauthbearer/secured/ClaimValidationUtils.html '
        '31/javadoc/org/apache/kafka/connect/health/ConnectorState.html '
        '31/javadoc/org/apache/kafka/connect/storage/Converter.html '
        '31/javadoc/org/apache/kafka/streams/StreamsMetadata.html '
        '31/javadoc/org/apache/kafka/streams/TestOutputTopic.html '
        '31/javadoc/org/apache/kafka/streams/errors/BrokerNotFoundException.html '
        '31/javadoc/org/apache/kafka/streams/kstream/Joined.html '
        '31/javadoc/org/apache/kafka/streams/kstream/Suppressed.html '
        '31/javadoc/org/apache/kafka/streams/processor/Cancellable.html '
        '31/javadoc/org/apache/kafka/streams/state/TimestampedWindowStore.html '
        '32/javadoc/org/apache/kafka/clients/admin/CreateAclsResult.html '
        '32/javadoc/org/apache/kafka/common/metrics/Measurable.html '
        '32/javadoc/org/apache/kafka/common/security/oauthbearer/secured/ValidatorAccessTokenValidator.html '
        '32/javadoc/org/apache/kafka/common/serialization/DoubleSerializer.html '
        '32/javadoc/org/apache/kafka/connect/data/Time.html '
        '32/javadoc/org/apache/kafka/connect/storage/SimpleHeaderConverter.html '
        '32/javadoc/org/apache/kafka/server/authorizer/Action.html '
        '32/javadoc/org/apache/kafka/streams/processor/TaskMetadata.html '
        '32/javadoc/org/apache/kafka/streams/state/ReadOnlyWindowStore.html '
        '33/javadoc/org/apache/kafka/common/KafkaFuture.Function.html '
        '33/javadoc/org/apache/kafka/common/config/ConfigDef.Validator.html '
        '33/javadoc/org/apache/kafka/common/errors/FetchSessionIdNotFoundException.html '
        '33/javadoc/org/apache/kafka/common/errors/RetriableException.html '
        '33/javadoc/org/apache/kafka/common/metrics/stats/Meter.html '
        '33/javadoc/org/apache/kafka/common/resource/ResourceType.html '
        '33/javadoc/org/apache/kafka/common/security/oauthbearer/OAuthBearerValidatorCallback.html '
        '33/javadoc/org/apache/kafka/server/log/remote/storage/RemoteStorageManager.html '
        '33/javadoc/org/apache/kafka/streams/errors/TopologyException.html '
        '33/javadoc/org/apache/kafka/streams/kstream/TransformerSupplier.html '
        '33/javadoc/org/apache/kafka/streams/processor/ProcessorSupplier.html '
        '33/javadoc/org/apache/kafka/streams/state/StoreSupplier.html '
        '34/javadoc/org/apache/kafka/clients/admin/AbortTransactionSpec.html '
        '34/javadoc/org/apache/kafka/clients/admin/DescribeFeaturesResult.html '
        '34/javadoc/org/apache/kafka/clients/consumer/ConsumerPartitionAssignor.html '
        '34/javadoc/org/apache/kafka/clients/consumer/RoundRobinAssignor.html '
        '34/javadoc/org/apache/kafka/common/errors/CorruptRecordException.html '
        '34/javadoc/org/apache/kafka/common/metrics/stats/SampledStat.html '
        '34/javadoc/org/apache/kafka/common/serialization/Serdes.ByteBufferSerde.html '
        '34/javadoc/org/apache/kafka/common/serialization/Serdes.UUIDSerde.html '
        '34/javadoc/org/apache/kafka/connect/errors/SchemaProjectorException.html '
        '34/javadoc/org/apache/kafka/server/log/remote/storage/RemoteLogSegmentMetadataUpdate.html '
        '35/javadoc/org/apache/kafka/clients/consumer/StickyAssignor.html '
        '35/javadoc/org/apache/kafka/clients/producer/MockProducer.html '
        '35/javadoc/org/apache/kafka/common/TopicCollection.TopicNameCollection.html '
        '35/javadoc/org/apache/kafka/common/annotation/InterfaceStability.html '
        '35/javadoc/org/apache/kafka/common/metrics/stats/Frequencies.html '
        '35/javadoc/org/apache/kafka/connect/components/Versioned.html '
        '35/javadoc/org/apache/kafka/connect/source/SourceConnector.html '
        '35/javadoc/org/apache/kafka/connect/transforms/Transformation.html '
        '35/javadoc/org/apache/kafka/streams/TopologyDescription.Sink.html '
        '35/javadoc/org/apache/kafka/streams/errors/ProcessorStateException.html '
        '35/javadoc/org/apache/kafka/streams/query/PositionBound.html '
        '35/javadoc/org/apache/kafka/streams/test/TestRecord.html '
        '36/javadoc/org/apache/kafka/clients/admin/Config.html '
        '36/javadoc/org/apache/kafka/clients/admin/TopicListing.html '
        '36/javadoc/org/apache/kafka/clients/consumer/OffsetAndMetadata.html '
        '36/javadoc/org/apache/kafka/common/KafkaFuture.BaseFunction.html '
        '36/javadoc/org/apache/kafka/common/config/ConfigValue.html '
        '36/javadoc/org/apache/kafka/common/serialization/BytesDeserializer.html '
        '36/javadoc/org/apache/kafka/connect/connector/policy/ConnectorClientConfigRequest.ClientType.html '
        '36/javadoc/org/apache/kafka/server/log/remote/storage/RemoteLogSegmentMetadata.CustomMetadata.html '
        '36/javadoc/org/apache/kafka/streams/state/QueryableStoreTypes.WindowStoreType.html '
        '37/javadoc/org/apache/kafka/clients/admin/DeleteRecordsOptions.html '
        '37/javadoc/org/apache/kafka/clients/admin/OffsetSpec.TimestampSpec.html '
        '37/javadoc/org/apache/kafka/common/KafkaFuture.Function.html '
        '37/javadoc/org/apache/kafka/common/config/ConfigDef.Importance.html '
        '37/javadoc/org/apache/kafka/common/errors/CoordinatorLoadInProgressException.html '
        '37/javadoc/org/apache/kafka/common/errors/FencedMemberEpochException.html '
        '37/javadoc/org/apache/kafka/common/security/auth/KafkaPrincipalBuilder.html '
        '37/javadoc/org/apache/kafka/server/policy/CreateTopicPolicy.RequestMetadata.html '
        '37/javadoc/org/apache/kafka/streams/kstream/BranchedKStream.html '
        '37/javadoc/org/apache/kafka/streams/kstream/Produced.html '
        '37/javadoc/org/apache/kafka/streams/query/RangeQuery.html '
        '38/javadoc/org/apache/kafka/clients/admin/AlterClientQuotasOptions.html '
        '38/javadoc/org/apache/kafka/clients/admin/UnregisterBrokerResult.html '
        '38/javadoc/org/apache/kafka/clients/consumer/LogTruncationException.html '
        '38/javadoc/org/apache/kafka/clients/producer/ProducerInterceptor.html '
        '38/javadoc/org/apache/kafka/common/ClusterResourceListener.html '
        '38/javadoc/org/apache/kafka/common/acl/AccessControlEntryFilter.html '
        '38/javadoc/org/apache/kafka/common/config/ConfigDef.Range.html '
        '38/javadoc/org/apache/kafka/common/metrics/Quota.html '
        '38/javadoc/org/apache/kafka/common/security/scram/ScramExtensionsCallback.html '
        '38/javadoc/org/apache/kafka/common/serialization/Serdes.FloatSerde.html '
        '38/javadoc/org/apache/kafka/connect/tools/VerifiableSourceConnector.html '
        '38/javadoc/org/apache/kafka/server/log/remote/storage/RemoteResourceNotFoundException.html '
        '38/javadoc/org/apache/kafka/streams/StreamsMetrics.html '
        '38/javadoc/org/apache/kafka/streams/processor/api/ContextualProcessor.html '
        '38/javadoc/org/apache/kafka/streams/query/WindowKeyQuery.html '
        '38/javadoc/org/apache/kafka/streams/state/ReadOnlySessionStore.html '
        '39/javadoc/org/apache/kafka/clients/admin/MemberAssignment.html '
        '39/javadoc/org/apache/kafka/clients/admin/TransactionListing.html '
        '39/javadoc/org/apache/kafka/clients/consumer/RoundRobinAssignor.html '
        '39/javadoc/org/apache/kafka/common/metrics/KafkaMetricsContext.html '
        '39/javadoc/org/apache/kafka/connect/connector/policy/ConnectorClientConfigRequest.ClientType.html '
        '39/javadoc/org/apache/kafka/server/authorizer/AclDeleteResult.AclBindingDeleteResult.html '
        '39/javadoc/org/apache/kafka/streams/errors/TaskAssignmentException.html '
        '39/javadoc/org/apache/kafka/streams/processor/assignment/KafkaStreamsAssignment.AssignedTask.Type.html '
        '39/javadoc/org/apache/kafka/streams/query/PositionBound.html '
        '39/javadoc/org/apache/kafka/streams/state/SessionBytesStoreSupplier.html '
        '39/javadoc/org/apache/kafka/streams/state/WindowBytesStoreSupplier.html'
    ),
    '0101/javadoc/org/apache/kafka/common/errors': (
        'InterruptException.html InvalidReplicaAssignmentException.html RecordBatchTooLargeException.html '
        'UnsupportedForMessageFormatException.html'
    ),
    '20/javadoc/org/apache/kafka/clients/admin': (
        'AlterConfigsResult.html DescribeAclsResult.html MemberDescription.html'
    ),
    '20/javadoc/org/apache/kafka/common/errors': (
        'CoordinatorNotAvailableException.html InvalidPidMappingException.html '
        'SaslAuthenticationException.html'
    ),
    '21/javadoc/org/apache/kafka/streams/kstream': (
        'Reducer.html SessionWindowedDeserializer.html TimeWindows.html'
    ),
    '27/javadoc/org/apache/kafka/clients/admin': (
        'AbstractOptions.html ConfigEntry.html SupportedVersionRange.html'
    ),
    '27/javadoc/org/apache/kafka/common/errors': (
        'EligibleLeadersNotAvailableException.html LeaderNotAvailableException.html '
        'UnknownProducerIdException.html'
    ),
    '30/javadoc/org/apache/kafka/clients/admin': (
        'AlterReplicaLogDirsResult.html CreatePartitionsResult.html ScramMechanism.html'
    ),
    '31/javadoc/org/apache/kafka/clients/admin': (
        'AlterClientQuotasOptions.html DescribeUserScramCredentialsResult.html TopicDescription.html'
    ),
    '31/javadoc/org/apache/kafka/common/errors': (
        'ApiException.html DuplicateBrokerRegistrationException.html GroupIdNotFoundException.html '
        'NotEnoughReplicasAfterAppendException.html'
    ),
    '32/javadoc/org/apache/kafka/common/errors': (
        'InvalidReplicationFactorException.html InvalidTxnTimeoutException.html '
        'StaleBrokerEpochException.html'
    ),
    '32/javadoc/org/apache/kafka/streams/kstream': (
        'BranchedKStream.html Materialized.html ValueMapper.html'
    ),
    '33/javadoc/org/apache/kafka/clients/admin': (
        'AlterReplicaLogDirsOptions.html CreateAclsResult.html ListTopicsOptions.html'
    ),
    '34/javadoc/org/apache/kafka/streams/processor': (
        'FailOnInvalidTimestamp.html MockProcessorContext.CapturedForward.html TaskMetadata.html'
    ),
    '35/javadoc/org/apache/kafka/clients/admin': (
        'DeletedRecords.html DescribeClusterOptions.html ListConsumerGroupOffsetsOptions.html '
        'ScramCredentialInfo.html UserScramCredentialDeletion.html'
    ),
    '35/javadoc/org/apache/kafka/common/config': (
        'ConfigDef.Importance.html ConfigDef.NonNullValidator.html ConfigTransformer.html'
    ),
    '35/javadoc/org/apache/kafka/common/errors': (
        'EligibleLeadersNotAvailableException.html NotControllerException.html '
        'ThrottlingQuotaExceededException.html'
    ),
    '36/javadoc/org/apache/kafka/common/errors': (
        'NotEnoughReplicasAfterAppendException.html RetriableException.html SaslAuthenticationException.html '
        'UnsupportedVersionException.html'
    ),
    '38/javadoc/org/apache/kafka/common/errors': (
        'DelegationTokenDisabledException.html InvalidMetadataException.html NetworkException.html '
        'StaleMemberEpochException.html'
    ),
    '39/javadoc/org/apache/kafka/common/errors': (
        'DelegationTokenExpiredException.html FencedLeaderEpochException.html InvalidTxnStateException.html '
        'MismatchedEndpointTypeException.html'
    ),
}

KAFKA_JAVADOC_OTHER = {
    '': (
        '.gitignore',
        '0100/implementation.html',
        '0100/javadoc/org/apache/kafka/common/config/package-tree.html',
        '0100/javadoc/org/apache/kafka/common/errors/package-summary.html',
        '0100/javadoc/org/apache/kafka/common/package-summary.html',
        '0100/javadoc/org/apache/kafka/common/package-tree.html',
        '0100/javadoc/org/apache/kafka/common/serialization/package-tree.html',
        '0101/javadoc/org/apache/kafka/common/config/package-frame.html',
        '0101/javadoc/org/apache/kafka/common/package-frame.html',
        '0101/javadoc/org/apache/kafka/common/serialization/package-tree.html',
        '0101/javadoc/org/apache/kafka/streams/errors/package-tree.html',
        '0101/javadoc/org/apache/kafka/streams/kstream/package-frame.html',
        '0101/javadoc/org/apache/kafka/streams/package-summary.html',
        '0101/javadoc/org/apache/kafka/streams/package-tree.html',
        '0101/javadoc/org/apache/kafka/streams/state/package-summary.html',
        '0102/introduction.html',
        '0102/javadoc/org/apache/kafka/common/errors/package-summary.html',
        '0102/javadoc/org/apache/kafka/common/serialization/package-summary.html',
        '0102/javadoc/org/apache/kafka/connect/errors/package-summary.html',
        '0102/javadoc/org/apache/kafka/connect/errors/package-tree.html',
        '0110/images/streams-interactive-queries-api-01.png',
        '0110/javadoc/org/apache/kafka/common/errors/package-summary.html',
        '0110/javadoc/org/apache/kafka/connect/errors/package-frame.html',
        '0110/javadoc/org/apache/kafka/streams/errors/package-tree.html',
        '07/quickstart.html',
        '082/javadoc/org/apache/kafka/common/serialization/package-frame.html',
        '090/generated/protocol_messages.html',
        '090/images/producer_consumer.png',
        '10/documentation/streams/developer-guide/index.html',
        '10/generated/topic_config.html',
        '10/javadoc/org/apache/kafka/common/errors/package-tree.html',
        '10/javadoc/org/apache/kafka/common/resource/package-summary.html',
        '10/javadoc/org/apache/kafka/connect/data/package-tree.html',
        '10/javadoc/org/apache/kafka/streams/package-tree.html',
        '10/uses.html',
        '11/images/streams-session-windows-02.png',
        '11/javadoc/org/apache/kafka/clients/producer/package-summary.html',
        '11/javadoc/org/apache/kafka/connect/errors/package-tree.html',
        '11/streams/developer-guide/memory-mgmt.html',
        '20/images/icons/rabobank.png',
        '20/javadoc/jquery/jszip-utils/dist/jszip-utils-ie.min.js',
        '20/javadoc/org/apache/kafka/clients/admin/package-tree.html',
        '20/javadoc/org/apache/kafka/clients/consumer/package-frame.html',
        '20/javadoc/org/apache/kafka/common/acl/package-summary.html',
        '20/javadoc/org/apache/kafka/common/config/package-tree.html',
        '20/javadoc/org/apache/kafka/common/errors/package-summary.html',
        '20/javadoc/org/apache/kafka/common/errors/package-tree.html',
        '20/javadoc/org/apache/kafka/common/security/oauthbearer/package-frame.html',
        '20/javadoc/org/apache/kafka/connect/header/package-tree.html',
        '20/javadoc/org/apache/kafka/connect/rest/package-summary.html',
        '20/javadoc/org/apache/kafka/streams/errors/package-summary.html',
        '20/javadoc/org/apache/kafka/streams/errors/package-tree.html',
        '21/generated/protocol_errors.html',
        '21/javadoc/org/apache/kafka/common/errors/package-tree.html',
        '21/javadoc/org/apache/kafka/common/package-summary.html',
        '21/javadoc/org/apache/kafka/connect/connector/package-frame.html',
        '21/javadoc/org/apache/kafka/connect/data/package-frame.html',
        '21/javadoc/org/apache/kafka/connect/health/package-frame.html',
        '21/javadoc/org/apache/kafka/streams/kstream/package-summary.html',
        '21/javadoc/org/apache/kafka/streams/processor/package-frame.html',
        '21/javadoc/org/apache/kafka/streams/processor/package-tree.html',
        '22/images/icons/rabobank.png',
        '22/javadoc/org/apache/kafka/clients/admin/package-summary.html',
        '22/javadoc/org/apache/kafka/common/annotation/package-frame.html',
        '22/javadoc/org/apache/kafka/common/config/package-frame.html',
        '22/javadoc/org/apache/kafka/common/config/package-tree.html',
        '22/javadoc/org/apache/kafka/common/package-summary.html',
        '22/javadoc/org/apache/kafka/common/security/oauthbearer/package-summary.html',
        '22/javadoc/org/apache/kafka/common/security/scram/package-summary.html',
        '22/javadoc/org/apache/kafka/common/serialization/package-tree.html',
        '22/javadoc/org/apache/kafka/connect/connector/package-frame.html',
        '22/javadoc/org/apache/kafka/server/quota/package-frame.html',
        '22/javadoc/org/apache/kafka/streams/errors/package-summary.html',
        '22/javadoc/org/apache/kafka/streams/kstream/package-summary.html',
        '22/javadoc/org/apache/kafka/streams/kstream/package-tree.html',
        '22/javadoc/org/apache/kafka/streams/test/package-tree.html',
        '22/javadoc/package-list',
        '23/documentation/streams/developer-guide/dsl-api.html',
        '23/documentation/streams/index.html',
        '23/images/icons/documentation.png',
        '23/images/streams-table-duality-02.png',
        '23/javadoc/org/apache/kafka/common/acl/package-frame.html',
        '23/javadoc/org/apache/kafka/common/security/auth/package-frame.html',
        '23/javadoc/org/apache/kafka/connect/connector/policy/package-tree.html',
        '23/javadoc/org/apache/kafka/connect/data/package-tree.html',
        '23/javadoc/org/apache/kafka/connect/errors/package-frame.html',
        '23/javadoc/org/apache/kafka/connect/header/package-frame.html',
        '23/javadoc/org/apache/kafka/server/policy/package-frame.html',
        '23/javadoc/org/apache/kafka/streams/errors/package-frame.html',
        '23/javadoc/org/apache/kafka/streams/kstream/package-summary.html',
        '23/javadoc/org/apache/kafka/streams/test/package-frame.html',
        '23/security.html',
        '23/streams/developer-guide/memory-mgmt.html',
        '24/images/icons/architecture--white.png',
        '24/images/icons/line.png',
        '24/images/kafka-apis.png',
        '24/images/streams-welcome.png',
        '24/javadoc/org/apache/kafka/clients/producer/package-frame.html',
        '24/javadoc/org/apache/kafka/common/config/package-tree.html',
        '24/javadoc/org/apache/kafka/common/config/provider/package-summary.html',
        '24/javadoc/org/apache/kafka/common/errors/package-frame.html',
        '24/javadoc/org/apache/kafka/common/security/token/delegation/package-summary.html',
        '24/javadoc/org/apache/kafka/connect/data/package-summary.html',
        '24/javadoc/org/apache/kafka/connect/mirror/package-tree.html',
        '24/javadoc/org/apache/kafka/connect/storage/package-tree.html',
        '24/javadoc/org/apache/kafka/connect/transforms/package-tree.html',
        '24/javadoc/org/apache/kafka/streams/package-summary.html',
        '24/javadoc/org/apache/kafka/streams/processor/package-summary.html',
        '24/javadoc/org/apache/kafka/streams/state/package-frame.html',
        '25/documentation/streams/architecture.html',
        '25/documentation/streams/developer-guide/interactive-queries.html',
        '25/images/streams-interactive-queries-01.png',
        '25/javadoc/org/apache/kafka/clients/admin/package-frame.html',
        '25/javadoc/org/apache/kafka/common/errors/package-summary.html',
        '25/javadoc/org/apache/kafka/connect/health/package-frame.html',
        '25/javadoc/org/apache/kafka/connect/source/package-tree.html',
        '25/javadoc/org/apache/kafka/server/authorizer/package-tree.html',
        '26/images/icons/new-york.png',
        '26/images/kafka_multidc.png',
        '26/images/streams-elastic-scaling-1.png',
        '26/javadoc/org/apache/kafka/clients/producer/package-summary.html',
        '26/javadoc/org/apache/kafka/common/annotation/package-summary.html',
        '26/javadoc/org/apache/kafka/common/config/package-frame.html',
        '26/javadoc/org/apache/kafka/common/errors/package-summary.html',
        '26/javadoc/org/apache/kafka/common/security/oauthbearer/package-frame.html',
        '26/javadoc/org/apache/kafka/connect/connector/package-frame.html',
        '26/javadoc/org/apache/kafka/connect/header/package-summary.html',
        '26/javadoc/org/apache/kafka/streams/kstream/package-summary.html',
        '26/javadoc/org/apache/kafka/streams/processor/package-tree.html',
        '27/design.html',
        '27/documentation/streams/upgrade-guide.html',
        '27/generated/consumer_config.html',
        '27/images/streams-table-updates-01.png',
        '27/javadoc/index-all.html',
        '27/javadoc/org/apache/kafka/common/acl/package-frame.html',
        '27/javadoc/org/apache/kafka/common/config/provider/package-frame.html',
        '27/javadoc/org/apache/kafka/common/config/provider/package-tree.html',
        '27/javadoc/org/apache/kafka/common/errors/package-frame.html',
        '27/javadoc/org/apache/kafka/common/security/oauthbearer/package-summary.html',
        '27/javadoc/org/apache/kafka/connect/connector/package-tree.html',
        '27/javadoc/org/apache/kafka/connect/health/package-tree.html',
        '27/javadoc/org/apache/kafka/connect/transforms/package-frame.html',
        '27/javadoc/org/apache/kafka/streams/processor/package-summary.html',
        '27/javadoc/overview-tree.html',
        '27/security.html',
        '27/streams/developer-guide/dsl-api.html',
        '28/generated/streams_config.html',
        '28/images/streams-concepts-topology.jpg',
        '28/javadoc/org/apache/kafka/common/metrics/stats/package-tree.html',
        '28/javadoc/org/apache/kafka/common/serialization/package-summary.html',
        '28/javadoc/org/apache/kafka/streams/processor/package-summary.html',
        '28/javadoc/org/apache/kafka/streams/processor/package-tree.html',
        '30/documentation/streams/developer-guide/write-streams.html',
        '30/documentation/streams/quickstart.html',
        '30/images/streams-table-updates-02.png',
        '30/javadoc/jquery-ui.overrides.css',
        '30/javadoc/org/apache/kafka/clients/consumer/package-tree.html',
        '30/javadoc/org/apache/kafka/common/annotation/package-summary.html',
        '30/javadoc/org/apache/kafka/common/config/package-summary.html',
        '30/javadoc/org/apache/kafka/common/metrics/stats/package-summary.html',
        '30/javadoc/org/apache/kafka/common/quota/package-summary.html',
        '30/javadoc/org/apache/kafka/connect/connector/package-summary.html',
        '30/javadoc/org/apache/kafka/connect/errors/package-summary.html',
        '30/javadoc/org/apache/kafka/connect/errors/package-tree.html',
        '30/javadoc/org/apache/kafka/streams/kstream/package-tree.html',
        '30/javadoc/org/apache/kafka/streams/package-tree.html',
        '30/streams/core-concepts.html',
        '31/documentation/streams/developer-guide/processor-api.html',
        '31/images/streams-elastic-scaling-3.png',
        '31/images/streams-table-duality-01.png',
        '31/javadoc/deprecated-list.html',
        '31/javadoc/jquery/jquery-ui.min.css',
        '31/javadoc/org/apache/kafka/clients/admin/package-tree.html',
        '31/javadoc/org/apache/kafka/clients/consumer/package-tree.html',
        '31/javadoc/org/apache/kafka/connect/health/package-tree.html',
        '31/javadoc/org/apache/kafka/connect/source/package-summary.html',
        '31/javadoc/org/apache/kafka/connect/storage/package-tree.html',
        '31/javadoc/org/apache/kafka/streams/errors/package-summary.html',
        '31/javadoc/org/apache/kafka/streams/kstream/package-tree.html',
        '31/javadoc/org/apache/kafka/streams/processor/package-summary.html',
        '32/documentation/index.html',
        '32/documentation/streams/index.html',
        '32/generated/connect_predicates.html',
        '32/images/streams-elastic-scaling-2.png',
        '32/javadoc/legal/LICENSE',
        '32/javadoc/org/apache/kafka/clients/admin/package-tree.html',
        '32/javadoc/org/apache/kafka/common/config/provider/package-summary.html',
        '32/javadoc/org/apache/kafka/common/security/oauthbearer/secured/package-summary.html',
        '32/javadoc/org/apache/kafka/common/serialization/package-summary.html',
        '32/javadoc/org/apache/kafka/connect/data/package-summary.html',
        '32/javadoc/org/apache/kafka/connect/sink/package-summary.html',
        '32/javadoc/org/apache/kafka/connect/storage/package-summary.html',
        '32/javadoc/org/apache/kafka/connect/storage/package-tree.html',
        '32/javadoc/org/apache/kafka/server/quota/package-tree.html',
        '32/javadoc/org/apache/kafka/streams/errors/package-tree.html',
        '32/javadoc/org/apache/kafka/streams/kstream/package-summary.html',
        '32/javadoc/org/apache/kafka/streams/processor/package-summary.html',
        '32/javadoc/org/apache/kafka/streams/query/package-tree.html',
        '32/javadoc/resources/x.png',
        '32/ops.html',
        '33/ecosystem.html',
        '33/images/streams-architecture-topology.jpg',
        '33/javadoc/legal/ADDITIONAL_LICENSE_INFO',
        '33/javadoc/module-search-index.js',
        '33/javadoc/org/apache/kafka/clients/admin/package-frame.html',
        '33/javadoc/org/apache/kafka/clients/admin/package-tree.html',
        '33/javadoc/org/apache/kafka/common/errors/package-frame.html',
        '33/javadoc/org/apache/kafka/common/package-tree.html',
        '33/javadoc/org/apache/kafka/common/resource/package-summary.html',
        '33/javadoc/org/apache/kafka/connect/storage/package-tree.html',
        '33/javadoc/org/apache/kafka/server/authorizer/package-frame.html',
        '33/javadoc/org/apache/kafka/server/log/remote/storage/package-tree.html',
        '33/javadoc/org/apache/kafka/streams/kstream/package-summary.html',
        '33/javadoc/org/apache/kafka/streams/kstream/package-tree.html',
        '34/generated/mirror_heartbeat_config.html',
        '34/images/streams-architecture-threads.jpg',
        '34/javadoc/org/apache/kafka/clients/admin/package-summary.html',
        '34/javadoc/org/apache/kafka/clients/consumer/package-summary.html',
        '34/javadoc/org/apache/kafka/common/errors/package-summary.html',
        '34/javadoc/org/apache/kafka/common/quota/package-tree.html',
        '34/javadoc/org/apache/kafka/connect/errors/package-summary.html',
        '34/javadoc/org/apache/kafka/connect/errors/package-tree.html',
        '34/javadoc/org/apache/kafka/connect/rest/package-summary.html',
        '34/javadoc/org/apache/kafka/server/log/remote/storage/package-summary.html',
        '34/javadoc/org/apache/kafka/streams/package-summary.html',
        '35/javadoc/legal/jqueryUI.md',
        '35/javadoc/org/apache/kafka/common/security/oauthbearer/secured/package-summary.html',
        '35/javadoc/org/apache/kafka/connect/components/package-summary.html',
        '35/javadoc/org/apache/kafka/connect/transforms/package-tree.html',
        '35/javadoc/org/apache/kafka/streams/package-summary.html',
        '35/javadoc/org/apache/kafka/streams/package-tree.html',
        '36/implementation.html',
        '36/javadoc/constant-values.html',
        '36/javadoc/org/apache/kafka/clients/admin/package-summary.html',
        '36/javadoc/org/apache/kafka/clients/admin/package-tree.html',
        '36/javadoc/org/apache/kafka/clients/producer/package-summary.html',
        '36/javadoc/org/apache/kafka/common/package-tree.html',
        '36/javadoc/org/apache/kafka/connect/connector/policy/package-summary.html',
        '36/javadoc/overview-tree.html',
        '36/streams/developer-guide/interactive-queries.html',
        '37/ecosystem.html',
        '37/images/transforming_part_1-iframe-placeholder.png',
        '37/javadoc/deprecated-list.html',
        '37/javadoc/help-doc.html',
        '37/javadoc/legal/jquery.md',
        '37/javadoc/org/apache/kafka/clients/admin/package-summary.html',
        '37/javadoc/org/apache/kafka/common/config/package-tree.html',
        '37/javadoc/org/apache/kafka/common/package-tree.html',
        '37/javadoc/org/apache/kafka/connect/storage/package-summary.html',
        '37/javadoc/org/apache/kafka/server/policy/package-tree.html',
        '37/javadoc/org/apache/kafka/streams/query/package-tree.html',
        '37/streams/developer-guide/write-streams.html',
        '38/images/icons/documentation--white.png',
        '38/images/streams-interactive-queries-api-01.png',
        '38/javadoc/org/apache/kafka/clients/admin/package-tree.html',
        '38/javadoc/org/apache/kafka/clients/consumer/package-summary.html',
        '38/javadoc/org/apache/kafka/clients/consumer/package-tree.html',
        '38/javadoc/org/apache/kafka/clients/producer/package-summary.html',
        '38/javadoc/org/apache/kafka/clients/producer/package-tree.html',
        '38/javadoc/org/apache/kafka/common/config/package-tree.html',
        '38/javadoc/org/apache/kafka/common/errors/package-summary.html',
        '38/javadoc/org/apache/kafka/common/metrics/package-summary.html',
        '38/javadoc/org/apache/kafka/common/metrics/stats/package-tree.html',
        '38/javadoc/org/apache/kafka/server/log/remote/storage/package-summary.html',
        '38/javadoc/org/apache/kafka/streams/package-tree.html',
        '39/docker.html',
        '39/documentation/streams/developer-guide/dsl-topology-naming.html',
        '39/documentation/streams/developer-guide/security.html',
        '39/images/streams-interactive-queries-03.png',
        '39/javadoc/org/apache/kafka/common/errors/package-tree.html',
        '39/javadoc/org/apache/kafka/common/package-summary.html',
        '39/javadoc/org/apache/kafka/connect/rest/package-summary.html',
        '39/javadoc/org/apache/kafka/connect/rest/package-tree.html',
        '39/javadoc/org/apache/kafka/server/authorizer/package-summary.html',
        '39/javadoc/org/apache/kafka/streams/state/package-summary.html',
        '39/javadoc/org/apache/kafka/streams/state/package-tree.html',
        '39/streams/developer-guide/config-streams.html',
        'api-docs/0.6/kafka/api/FetchRequest$.html',
        'api-docs/0.6/kafka/cluster/package.html',
        'api-docs/0.6/kafka/common/package.html',
        'api-docs/0.6/kafka/consumer/storage/MemoryOffsetStorage.html',
        'api-docs/0.6/kafka/javaapi/consumer/SimpleConsumer.html',
        'api-docs/0.6/kafka/javaapi/message/ByteBufferMessageSet.html',
        'api-docs/0.6/kafka/javaapi/package.html',
        'api-docs/0.6/kafka/message/MessageSet$.html',
        'api-docs/0.6/kafka/message/MessageSet.html',
        'api-docs/0.6/kafka/producer/SyncProducerStatsMBean.html',
        'api-docs/0.6/kafka/serializer/StringDecoder.html',
        'api-docs/0.6/kafka/tools/ProducerShell$.html',
        'api-docs/0.6/kafka/tools/SimpleConsumerShell$.html',
        'api-docs/0.6/kafka/utils/ZKGroupDirs.html',
        'api-docs/0.6/lib/remove.png',
        'api-docs/0.6/lib/tools.tooltip.js',
        'documentation/streams/developer-guide/processor-api.html',
        'images/books/book-kafka-streams-in-action.jpg',
        'images/hp-icons/icon-community.svg',
        'images/hp-icons/icon-scalable.svg',
        'images/icons/shield.svg',
        'images/kafka_multidc_complex.png',
        'images/lucasbru.jpg',
        'js/syntaxhighlighter.js',
        'logos/kafka-logo-wide.png',
        'logos/originals/eps/TALL - Black on White.eps',
        'logos/originals/jpg/TALL - Black on White.jpg',
    ),
    '10/images': (
        'kafka_multidc.png streams-architecture-states.jpg streams-session-windows-01.png'
    ),
    '20/images': (
        'kafka-apis.png streams-architecture-overview.jpg streams-interactive-queries-api-01.png'
    ),
    '21/images': (
        'consumer-groups.png kafka_log.png streams-table-duality-02.png'
    ),
    '23/javadoc/org/apache/kafka/clients/admin': (
        'package-frame.html package-summary.html package-tree.html'
    ),
    '23/javadoc/org/apache/kafka/common/config': (
        'package-frame.html package-summary.html package-tree.html'
    ),
    '26/javadoc/org/apache/kafka/clients/admin': (
        'package-frame.html package-summary.html package-tree.html'
    ),
    '27/javadoc/org/apache/kafka/clients/admin': (
        'package-frame.html package-summary.html package-tree.html'
    ),
    '33/javadoc/org/apache/kafka/streams/state': (
        'package-frame.html package-summary.html package-tree.html'
    ),
    'api-docs/0.6/kafka/consumer': (
        'ConsoleConsumer$$NewlineMessageFormatter.html ConsumerConfig$.html FetcherRunnable.html '
        'SimpleConsumerStatsMBean.html'
    ),
    'api-docs/0.6/kafka/network': (
        'InvalidRequestException.html MultiSend.html package.html'
    ),
    'images/powered-by': (
        'KuaishouLogo.png aiven.svg bandwidth.png deephaven.svg emergingthreats.png foursquare.png '
        'homeadvisor.jpg howly.png infochimps.png linksmart.png loggly.png mate1.png outbrain.png '
        'swiftkey.png visualdna.jpg'
    ),
}

PYVIDEO_TALKS_KIND = {
    '': (
        'pycon-ar-2015/videos/migrating-to-microservices-at-eventbrite-simon-willison.json '
        'scipy-kr-2024/videos/scipy-kr-2024-serving-chatbot-applications-with-fastapi.json '
        'scipy-kr-2024/videos/scipy-kr-2024-stories-of-llm-and-ai-semiconductors.json'
    ),
    'django-under-the-hood-2016/videos': (
        'carl-meyer-about-django-instagram-at-django-under-the-hood-2016.json channels.json debugging.json '
        'highlights-from-django-under-the-hood-2016.json '
        'loic-bistuer-about-validation-at-django-under-the-hood-2016.json '
        'michael-manfre-about-database-backends-at-django-under-the-hood-2016.json '
        'nadia-eghbal-about-oss-funding-at-django-under-the-hood-2016.json '
        'opening-words-at-django-under-the-hood-2016.json testing-in-django.json '
        'tim-graham-jacob-kaplan-moss-about-intro-to-sprints-at-django-under-the-hood-2016.json'
    ),
    'europython-2012/videos': (
        'ask-your-bdfl.json behaviour-driven-development-at-bskyb.json '
        'complex-and-social-network-analysis-in-python.json diving-into-flask-head-on.json '
        'faster-python-programs-through-optimization-part.json '
        'method-restrictions-abstract-final-override-e.json nuitka-the-python-compiler.json '
        'pypedia-a-python-development-environment-on-a-wi.json recruiting-session.json '
        'sys_current_frames-take-real-time-x-rays-of-y.json'
    ),
    'euroscipy-2019/videos': (
        'euroscipy-2019-bilbao-emzed-a-framework-for-analysis-of-mass-spectrometry-data-uwe-schmitt.json '
        'euroscipy-2019-bilbao-high-performance-machine-learning-with-dislib-javier-alvarez.json '
        'euroscipy-2019-bilbao-keynote-talk-from-galaxies-to-brains-samuel-farrens.json '
        'euroscipy-2019-bilbao-last-moments-good-bye-euroscipy-2019.json '
        'euroscipy-2019-bilbao-lessons-learned-from-comparing-numba-cuda-and-c-cuda-lena-oden.json '
        'euroscipy-2019-bilbao-modern-data-science-maarten-and-jovan.json '
        'euroscipy-2019-bilbao-open-source-projects-updates.json '
        'euroscipy-2019-bilbao-pyfeti-guilherme-jenovencio.json '
        'euroscipy-2019-bilbao-qutip-a-quantum-toolbox-in-python-alex-and-nathan.json '
        'euroscipy-2019-bilbao-veloxchem-python-meets-quantum-chemistry-and-hpc-olav-vahtras.json'
    ),
    'kiwi-pycon-2013/videos': (
        'advanced-methods-for-creating-decorators.json dissecting-memory-mysteries-of-python-0.json '
        'fake-it-till-you-make-it.json how-to-build-a-0-saas-app-with-pyramid-gae.json '
        'how-to-lose-friends-and-influence-burnout.json osint-maltego-and-python.json '
        'out-on-a-lim-automatic-map-generator.json polyominoes-an-exploration-in-problem-solving-w.json '
        'the-cylc-suite-engine.json using-cython-for-distributed-multiprocess-stegano-.json'
    ),
    'kiwi-pycon-2019/videos': (
        'automate-your-integration-tests-using-pytest-docker-compose-phoenix-zerin-kiwi-pycon-x.json '
        'build-and-hack-your-own-iot-with-mqtt-agnetha-korevaar-kiwi-pycon-x.json '
        'getting-started-with-micropython-on-a-microcontroller-glenn-ramsey-kiwi-pycon-x.json '
        'how-to-write-python-code-others-like-to-use-anna-tisch-kiwi-pycon-x.json '
        'i-m-so-meta-even-this-acronym-curtis-maloney-kiwi-pycon-x.json '
        'python-a-medley-of-programming-paradigms-simon-merrick-kiwi-pycon-x.json '
        'python-for-public-transport-alex-raichev-kiwi-pycon-x.json '
        'python-product-dev-tools-for-electronics-barrie-duncan-kiwi-pycon-x.json '
        'python-threads-qt-boom-teijo-holzer-kiwi-pycon-x.json '
        'the-packaging-lifecycle-with-poetry-clinton-roy-kiwi-pycon-x.json'
    ),
    'north-bay-python-2023/videos': (
        'back-to-the-future-of-hypermedia-in-python.json '
        'beyond-programming-paradigms-with-python-examples.json catching-up-on-the-weird-world-of-llms.json '
        'celebrating-25-years-of-open-source-our-friend-betsy.json '
        'developing-labs-for-teaching-kids-webdev.json '
        'make-your-engineering-team-a-fabulous-place-for-programmers-with.json '
        'oh-the-methods-you-can-make-by-dunder-seuss.json ship-your-python-code-faster-with-pex.json '
        'svgs-lasers-reality-and-you.json two-kinds-of-scripting-what-writing-plays-has-taught-me.json'
    ),
    'positconf-2024/videos': (
        'becca-krouse-stitch-by-stitch-the-art-of-engaging-new-users.json '
        'eric-nantz-a-new-era-for-shiny-based-clinical-submissions-using-webassembly.json '
        'gabriel-morrison-open-source-software-in-action-expanding-the-spatial-equity-data-tool.json '
        'james-wade-posit-academy-in-the-age-of-generative-ai-lessons-from-the-frontlines.json '
        'joseph-richey-leveraging-data-in-a-volunteer-fire-department.json '
        'luis-lopez-earthaccess-accelerating-nasa-earthdata-sci-through-open-collaborative-development.json '
        'mark-wang-using-github-copilot-in-r-shiny-development.json '
        'orla-doyle-creating-reproducible-static-reports.json '
        'sean-nguyen-beyond-dashboards-dynamic-data-storytelling-with-python-r-and-quarto-emails.json '
        'winston-chang-building-ml-and-ai-apps-with-shiny-for-python.json'
    ),
    'pycaribbean-2016/videos': (
        'geoff-gerrietts-code-review-revision-and-technical-debt.json '
        'pycaribbean-2016-build-a-one-page-with-django-and-angular-by-jose-a-hernadez-rosales.json '
        'pycaribbean-2016-datascience-when-there-is-no-data-john-mangual.json '
        'pycaribbean-2016-dsp-desmystified-by-amy-boyle.json '
        'pycaribbean-2016-fail-early-fail-often-fail-well-by-joshua-simmons.json '
        'pycaribbean-2016-how-to-teach-git-by-georgia-reh.json '
        'pycaribbean-2016-introduction-to-data-cleaning-with-jupyter-and-pandas-by-melissa-lewis.json '
        'pycaribbean-2016-sponsors-video.json '
        'pycaribbean-2016-your-test-are-bad-and-you-should-feel-good-by-chris-neugebauer.json '
        'supercomputing-with-python.json'
    ),
    'pycascades-2024/videos': (
        'designing-a-human-friendly-cli-for-api-driven-infrastructure.json '
        'embracing-mlops-bridging-the-gap-between-machine-learning-and-devops.json '
        'i-declare-an-environment-reproducibility-with-and-without-docker.json intro-to-introspection.json '
        'kandinsky-using-kmeans-and-friends-to-play-with-the-colors.json '
        'next-level-python-applications-with-pyscript.json '
        'rest-easy-with-jupyrest-deploy-notebooks-as-web-services.json '
        'testing-your-web-app-with-playwright.json the-best-language-to-write-python-in-is-rust.json '
        'the-rising-sea.json'
    ),
    'pycon-co-2018/videos': (
        'alizishaan-khatri-detecting-offensive-messages-using-deep-learning-pycon-colombia-2018.json '
        'christine-doig-cardet-pycon-colombia-2018.json '
        'david-przybilla-python-in-the-land-of-serverless-pycon-colombia-2018.json '
        'isabel-ruiz-buritica-painting-chaos-with-python-pycon-colombia-2018.json '
        'johana-sanchez-django-girls-colombia-technological-inclusion-and-results-achieved-in-2017.json '
        'maria-camila-remolina-amuse-taking-python-to-the-stars-pycon-colombia-2018.json '
        'naomi-ceder-antipatterns-for-inclusion-pycon-colombia-2018.json '
        'navid-shelkhol-fbje-is-a-framework-used-at-facebook-for-developing-workflows-in-python.json '
        'satya-mallick-computer-vision-machine-learning-ai-pycon-colombia-2018.json '
        'sergio-florez-galeano-deep-learning-from-academia-to-practice-using-micro-services.json'
    ),
    'pycon-de-2019/videos': (
        '6-years-of-docker-the-good-the-bad-and-python-packaging.json chips-made-from-python.json '
        'dr-schmoods-notebook-of-python-calisthenics-and-orthodontia.json '
        'driving-3d-printers-with-python-lessons-learned.json is-it-me-or-the-gil.json '
        'parallel-programming-for-python-developers-lets-golang.json '
        'strawberry-a-dataclasses-inspired-approach-to-graphql.json tutorial-write-your-own-decorators.json '
        'using-micropython-to-develop-an-iot-multimode-sensor-platform-with-an-augmented-reality-ui.json '
        'whats-new-in-python-38.json'
    ),
    'pycon-es-2015/videos': (
        'dijkstra-es-mi-pastor-nada-me-falta-victor-terron-charla-clausura.json '
        'dive-into-scrapy-juan-riaza-track-cientifico.json '
        'fiona-y-shapely-la-punta-del-iceberg-del-analisis-geoinquietos-vlc-t-cientifico.json '
        'la-maquinaria-de-import-ese-magico-desconocido-raul-cumplido-track-basico.json lightning-talks.json '
        'python-descriptors-al-detalle-pablo-enfedaque-track-basico.json '
        'python-en-la-industria-el-problema-de-optimizacion-d-domene-y-c-planelles-t-cientifico.json '
        'sirviendo-1m-de-tickets-en-50-idiomas-y-35-divisas-jose-gargallo-track-avanzado.json '
        'sqjobs-sencillo-sistema-de-tareas-en-segundo-plano-federico-mon-track-avanzado.json '
        'tratando-datos-mas-alla-de-los-limites-de-la-memoria-francesc-alted-track-cientifico.json'
    ),
    'pycon-fr-2018/videos': (
        'pyconfr-2018-diy-guide-speech-to-text-with-deepspeech-and-text-to-speech-with-wavenet-kajal-puri.json '
        'pyconfr-2018-empaquetez-facilement-vos-projets-pour-gnu-linux-cyril-roelandt.json '
        'pyconfr-2018-forecasting-and-observing-airfare-trends-with-python-and-neural-networks-anuj-menta.json '
        'pyconfr-2018-gestion-de-stocks-en-python-avec-anyblok-wms-par-georges-racinet.json '
        'pyconfr-2018-la-cartographie-cest-simple-et-complex-julien-tayon.json '
        'pyconfr-2018-la-gestion-de-version-en-2018-present-et-future-pierre-yves-david-boris-feld.json '
        'pyconfr-2018-la-revolution-dans-le-monde-des-tests-boris-feld.json '
        'pyconfr-2018-pep-557-versus-the-world-guillaume-gelin.json '
        'pyconfr-2018-progressive-web-apps-ou-en-sommes-nous-aujourd-hui-alexandra-janin.json '
        'pyconfr-2018-trio-rendre-l-asynchrone-pythonique-emmanuel-leblond.json'
    ),
    'pycon-india-2018/videos': (
        '2nd-keynote-by-sidu-ponnapa.json 4th-keynote-by-carol-willing.json '
        'automating-testbed-experiments-data-collection-and-visualization-with-python-by-sunit-kumar-nandi.json '
        'building-better-python-microservices-using-grpc-by-narendran-r.json '
        'executing-scripts-in-a-few-milliseconds-with-micropython-by-marwan-al-sabbagh.json '
        'language-model-text-analysis-using-python-from-scratch-by-divya-choudhary.json '
        'lightning-talk-python-batteries-included-now-bulletproof-too-by-soroco.json '
        'managing-flood-risk-in-this-modern-age-by-arijit-saha-and-atul-singh.json '
        'speed-up-your-python-modules-using-rust-by-abhiram-ravikumar.json '
        'using-nlp-to-demystify-terms-and-conditions-and-summarize-the-contents-by-aroma-rodrigues.json'
    ),
    'pycon-italia-2017/videos': (
        'alex-casalboni-facial-analysis-techniques-for-pythonista-and-beyond.json '
        'andre-panisson-tensor-decomposition-with-python-learning-structures-from-multidimensional-data.json '
        'anna-ravenscroft-overcoming-cognitive-bias.json '
        'christian-barra-jupyter-if-you-dont-use-it-yet-youre-doing-wrong.json '
        'giovanni-barillari-why-i-still-develop-synchronous-web-in-the-asyncio-era.json '
        'justyna-janczyszyn-infrastructure-as-code-with-terraform.json '
        'manoj-pandey-attack-of-pythons-gotchas-and-landmines-in-python.json '
        'rae-knowler-python-locales-and-writing-systems.json '
        'spalletti-giaccari-bittner-beri-bettazzoni-litalia-python-e-la-chimera-dellagile.json '
        'tiziano-carotti-creazione-ed-evoluzione-di-un-framework-per-interfacce-grafiche.json'
    ),
    'pycon-italia-2022/videos': (
        'conference-opening-and-welcome.json creare-api-rest-su-odoo-con-oca-rest-framework.json '
        'data-engineering-and-python.json exploring-patterns-to-debug-your-life.json '
        'make-the-most-of-django.json smart-home-l-ai-applicata-al-benessere-della-persona.json '
        'structural-pattern-matching-in-the-real-world.json '
        'transformer-e-meccanismi-di-attenzione-modelli-che-rivoluzionano-l-ai.json '
        'trojan-source-can-we-trust-open-source-anymore.json '
        'using-github-actions-and-python-to-keep-your-blogs-updated.json'
    ),
    'pycon-kr-2015/videos': (
        'baegweonhan-gaehoesa-pycon-korea-2015.json baghyeonu-django-in-production-pycon-korea-2015.json '
        'coegyumin-cuceonsiseutemi-word2veceul-mannasseulddae-pycon-korea-2015.json '
        'gimdohyeong-paisseon-gibanyi-daegyumo-algorijeum-teureiding-siseutem-sogae-pycon-korea-2015.json '
        'gimgyeonghun-networkxreul-iyonghan-neteuweokeu-ringkeu-yeceug-pycon-korea-2015.json '
        'gimhyeonggwan-simulation-on-optical-image-stabilizer-using-python-pycon-korea-2015.json '
        'gimjaeseog-dodowa-paisseon-joheun-seontaeggwa-nabbeun-seontaeg-pycon-korea-2015.json '
        'oyeongtaeg-yuyeonhan-mobail-geim-unyeongeul-wihan-git-giban-paeci-siseutem-pycon-korea-2015.json '
        'sinjeonggyu-gimjungi-yeonguja-mic-gyoyugjadeuleul-wihan-paisseon-gibanyi-gyesan-mic-bunseog-peulraespom-seolgye-pycon-korea-2015.json '
        'yujaemyeong-r-vs-python-nuga-eonje-wae-pycon-korea-2015.json'
    ),
    'pycon-lt-2014/videos': (
        'albertas-agejevas-emacs-python-ide.json albertas-gimbutas-damis-moksliniu-skaiciavimu-aplinka.json '
        'albertas-gimbutas-hakink-lietuvai.json domantas-jackunas-openerp-ir-tryton.json '
        'jurgis-pralgauskis-codegen-paprastas-budas-python-transliuoti-i-kitas-kalbas.json '
        'mantas-zimnickas-apie-suri-ir-baterijas.json mantas-zimnickas-python-lietuviu-kalbos-analizei.json '
        'marius-gedminas-plepalai-apie-smaugli.json remigijus-jarmalavicius-python-dekoratoriai.json '
        'remigijus-jarmalavicius-python-logging.json'
    ),
    'pycon-lt-2015/videos': (
        'pyconlt15-apache-mesos-ir-artimos-ateities-python-aplikacijos-rokas-aleksiunas.json '
        'pyconlt15-blender-ir-python-albertas-gimbutas.json '
        'pyconlt15-duomenu-analize-su-pandas-tadas-subonis.json '
        'pyconlt15-mano-atviro-kodo-veikla-petras-zdanavicius.json '
        'pyconlt15-palaipsninis-tipavimas-pitone-type-hints-ir-mypy-ignas-vysniauskas.json '
        'pyconlt15-patarimai-programuojantiems-django-mantas-zimnickas.json '
        'pyconlt15-python-mikrokontroleryje-justas-trimailovas.json pyconlt15-web2py-juozas-masiulis.json'
    ),
    'pycon-us-2012/videos': (
        '27-reading-and-writing-spatial-data-for-the-non-.json '
        'a-noob-speaks-to-noobs-your-first-site-in-the-cl.json '
        'coroutines-event-loops-and-the-history-of-pytho.json '
        'diversity-in-practice-how-the-boston-python-user.json '
        'ipython-in-depth-high-productivity-interactive-a.json '
        'python-software-foundation-chairmans-address.json restful-apis-with-tastypie.json '
        'sql-for-python-developers.json static-analysis-of-python-extension-modules-using.json '
        'whats-new-and-interesting-in-standard-library.json'
    ),
    'pycon-us-2024/videos': (
        'advanced-streamlit-for-python-developers.json ai-ip-and-your-code-what-developers-need-to-know.json '
        'build-a-cross-platform-app-with-beeware.json combining-django-orm-fastapi-in-a-single-app.json '
        'extensible-python-robustness-through-addition.json '
        'geospatial-validations-using-fastapi-and-postgis.json '
        'introducing-pydantic-s-new-platform-sponsor-pydantic.json '
        'navigating-the-ai-labyrinth-in-higher-education-sponsor-western-governors-university.json '
        'python-and-data-storytelling-to-the-rescue-let-s-avoid-more-deaths-by-powerpoint.json '
        'trust-fall-three-hidden-gems-in-mlflow.json'
    ),
    'pycon-uy-2013/videos': (
        'pycon-uy-2013-big-data-hadoop-python-y-otros-nombres-raros-fernando-doglio.json '
        'pycon-uy-2013-caching-para-hordas-y-estampidas-claudio-freire.json '
        'pycon-uy-2013-from-a-python-beginner-to-a-django-developer-in-6-months-hannes-hapke.json '
        'pycon-uy-2013-introduccion-a-pyqt-diego-sarmentero.json '
        'pycon-uy-2013-keynote-python-everywhere-jacob-kaplan-moss.json '
        'pycon-uy-2013-long-live-to-python-social-auth-matias-aguirre-y-martin-santos.json '
        'pycon-uy-2013-ninja-ide-un-ide-especialmente-disenado-para-python-diego-sarmentero.json '
        'pycon-uy-2013-python-for-zombies-brazilian-mooc-fernando-masanori.json '
        'pycon-uy-2013-sugar-labs-una-plataforma-educativa-basada-en-python-daniel-francis.json '
        'pycon-uy-2013-workflow-de-trabajo-con-emacs-y-django-fabian-gallina.json'
    ),
    'pydata-sv-2014/videos': (
        'andrew-montalenti-keith-bourgoin-real-time-streams-and-logs-with-storm-and-kafka.json '
        'christopher-roach-mapreduce-0-60-in-40-minutes.json '
        'freedom-dumlao-building-an-army-of-data-collecting-robots-in-python.json '
        'jason-sundram-a-full-stack-approach-to-data-visualization-terabytes-and-beyond-at-facebook.json '
        'lynn-root-how-to-spy-with-python.json '
        'matthew-rocklin-functional-performance-with-core-data-structures.json '
        'peter-wang-pydata-past-present-future.json '
        'rob-witoff-dark-data-a-data-scientist-s-exploration-of-the-unknown.json '
        'saul-diez-guerra-speed-without-drag.json travis-oliphant-conda.json'
    ),
    'pyday-nea-2019/videos': (
        'pyday-nea-2019-colaboratory-el-gdocs-para-machine-learning.json '
        'pyday-nea-2019-primeros-pasos-con-micropython.json '
        'pyday-nea-2019-pyfe-software-para-la-emision-de-comprobantes-electronicos.json '
        'pyday-nea-2019-scrapeando-con-python.json pyday-nea-2019-viaje-a-pycon-usa.json'
    ),
    'python-web-conf-2020/videos': (
        'a-brief-survey-of-the-web-deployment-landscape-by-caleb-gosnell.json '
        'an-introduction-to-django-tutorial-by-kojo-idrissa.json '
        'building-state-of-the-art-event-driven-python-microservices-with-serverless-in-aws-by-ben-ellerby.json '
        'fake-news-foe-machine-learning-by-jayesh-ahire.json '
        'how-to-setup-a-plone-intranet-in-half-a-day-tutorial-by-kim-nguyen.json '
        'insane-customization-tricks-for-plone-by-annette-lewis.json '
        'machine-learning-madness-into-web-applications-on-the-cloud-by-suman-debnath.json '
        'serverless-is-for-pragmatists-ci-cd-in-the-age-of-iac-by-anna-spysz-and-chase-douglas.json '
        'testing-and-monitoring-web-applications-in-the-wild-by-sam-clarke.json '
        'the-zen-of-python-teams-new-lessons-by-adrienne-lowe.json'
    ),
    'scipy-2020/videos': (
        'a-new-partitioning-algorithm-for-optimizing-parallelization-of-flow-networks-scipy-2020-tiernan.json '
        'aiida-1-0-a-scalable-simulation-platform-to-manage-high-throughput-high-performance-simulations.json '
        'boost-histogram-high-performance-histograms-as-objects-scipy-2020-schreiner-pivarski-dembinski.json '
        'bringing-gpu-support-to-datashader-a-rapids-case-study-scipy-2020-jon-mease.json '
        'jupyter-notebooks-for-spacecraft-and-robot-dynamics-simulations-scipy-2020-gaut-cameron-and-jain.json '
        'making-sense-of-clinical-data-scipy-2020-dastgheyb.json '
        'molecular-infrastructure-for-modeling-full-viruses-with-pythonic-mediated-packages-scipy-2020.json '
        'oceanography-data-ontology-and-the-semantic-web-scipy-2020-saunders-shepherd-kinkade-saito.json '
        'pyrs-data-processing-software-for-engineering-neutron-diffraction-scipy-2020-zhou.json '
        'python-based-materials-knowledge-system-pymks-scipy-2020-yucel-shanker-wheeler-and-kalidindi.json'
    ),
    'scipy-la-2016/videos': (
        'scipyla-2016-abertura.json scipyla2016-3dbmo.json '
        'scipyla2016-a-simplificacao-textual-como-instrumento-de-inclusao-cognitiva.json '
        'scipyla2016-external-commands.json scipyla2016-fighting-techniques-in-kaggle-war.json '
        'scipyla2016-geracao-de-farmacos-com-python.json scipyla2016-lightning-talks-19052016.json '
        'scipyla2016-lightning-talks-20052016.json scipyla2016-software-carpentry.json '
        'scipyla2016-the-numba-library.json'
    ),
    'uai-2024/videos': (
        'uai-2024-keynote-talk-1-nicolo-cesa-bianchi.json uai-2024-keynote-talk-2-dominik-janzing.json '
        'uai-2024-oral-session-1-deep-learning.json uai-2024-oral-session-2-statistical-inference.json '
        'uai-2024-oral-session-3-causality.json uai-2024-oral-session-4-sequential-learning.json '
        'uai-2024-oral-session-5-learning-algorithms.json '
        'uai-2024-oral-session-6-probabilistic-modeling-decision-making.json '
        'uai-2024-tutorial-1-an-introduction-to-performative-prediction.json '
        'uai-2024-tutorial-4-geometric-probabilistic-models.json'
    ),
}

PYVIDEO_TALKS_OTHER = {
    '': (
        '.editorconfig .github/workflows/ci.yml .gitignore CONTRIBUTING.rst CONTRIBUTORS_WITHOUT_COMMITS.rst '
        'LICENSE Makefile NO_PUBLISH.json README.rst datacamp/category.json '
        'django-day-copenhagen-2020/category.json django-day-copenhagen-2022/category.json '
        'djangocon-2011/category.json djangocon-2012/category.json djangocon-2013/category.json '
        'djangocon-eu-2010/category.json djangocon-eu-2011/category.json djangocon-eu-2015/category.json '
        'djangocon-us-2022/category.json europython-2015/category.json europython-2020/category.json '
        'europython-2021/category.json euroscipy-2014/category.json flaskcon-2025/category.json '
        'florida-pycon-2017/category.json fosdem-2017/category.json kiwi-pycon-2015/category.json '
        'kiwi-pycon-2019/category.json minsk-python-meetup/category.json '
        'moscow-python-conf-2018/category.json north-bay-python-2018/category.json '
        'north-bay-python-2019/category.json northbaypython-2017/category.json phillypug/category.json '
        'positconf-2024/category.json pybay-2024/category.json pybay-2025/category.json '
        'pycaribbean-2018/category.json pycascades-2023/category.json pycon-apac-2015/category.json '
        'pycon-apac-2016/category.json pycon-apac-2018/category.json pycon-ar-2012/category.json '
        'pycon-ar-2013/category.json pycon-ar-2014/category.json pycon-au-2010/category.json '
        'pycon-au-2013/category.json pycon-au-2017/category.json pycon-au-2019/category.json '
        'pycon-au-2020/category.json pycon-au-2021/category.json pycon-belarus-2016/category.json '
        'pycon-belarus-2019/category.json pycon-co-2019/category.json pycon-cz-2018/category.json '
        'pycon-es-2014/category.json pycon-es-2016/category.json pycon-es-2017/category.json '
        'pycon-estonia-2019/category.json pycon-finland-2011/category.json pycon-finland-2016/category.json '
        'pycon-fr-2017/category.json pycon-india-2013/category.json pycon-india-2014/category.json '
        'pycon-india-2016/category.json pycon-india-2019/category.json pycon-india-2020/category.json '
        'pycon-india-2021/category.json pycon-israel-2016/category.json pycon-italia-2015/category.json '
        'pycon-italia-2016/category.json pycon-italia-2019/category.json pycon-jp-2017/category.json '
        'pycon-jp-2018/category.json pycon-kr-2015/category.json pycon-kr-2017/category.json '
        'pycon-kr-2019/category.json pycon-latam-2022/category.json pycon-lt-2012/category.json '
        'pycon-lt-2014/category.json pycon-lt-2017/category.json pycon-ng-2018/category.json '
        'pycon-odessa-2019/category.json pycon-ph-2015/category.json pycon-ph-2016/category.json '
        'pycon-pl-2014/category.json pycon-pl-2015/category.json pycon-ru-2014/category.json '
        'pycon-ru-2017/category.json pycon-se-2015/category.json pycon-sg-2015/category.json '
        'pycon-sk-2018/category.json pycon-tw-2016/category.json pycon-tw-2021/category.json '
        'pycon-tw-2023/category.json pycon-uk-2015/category.json pycon-us-2008/category.json '
        'pycon-us-2009/category.json pycon-us-2021/category.json pycon-us-2023/category.json '
        'pycon-za-2017/category.json pyconweb-2017/category.json pydata-amsterdam-2016/category.json '
        'pydata-berlin-2014/category.json pydata-berlin-2015/category.json pydata-berlin-2023/category.json '
        'pydata-chicago-2016/category.json pydata-delhi-2017/category.json pydata-delhi-2018/category.json '
        'pydata-delhi-2019/category.json pydata-eindhoven-2019/category.json pydata-meetups/category.json '
        'pydata-miami-2019/category.json pydata-new-york-city-2018/category.json '
        'pydata-new-york-city-2019/category.json pydata-seattle-2015/category.json '
        'pydata-seattle-2017/category.json pydata-warsaw-2018/category.json pyday-galicia-2017/category.json '
        'pyday-nea-2019/category.json pyday-rosario-2018/category.json pydiff/category.json '
        'pygotham-2011/category.json pygotham-2016/category.json pygrunn-2013/category.json '
        'pyninsula-2018/category.json pyohio-2011/category.json pyohio-2017/category.json '
        'pyohio-2019/category.json pyohio-2020/category.json pyohio-2024/category.json '
        'pytennessee-2017/category.json pytexas-2017/category.json pytexas-2019/category.json '
        'pytexas-2022/category.json pytexas-2024/category.json python-frederick/category.json '
        'python-se-2017/category.json python-se-2018/category.json python-sudeste-2018/category.json '
        'python-web-conf-2022/category.json pythonbrasil-2016/category.json pywaw-summit-2015/category.json '
        'redirects.txt scipy-2012/category.json scipy-2014/category.json scipy-2018/category.json '
        'scipy-2023/category.json scipy-kr-2024/category.json stxnext-2018/category.json '
        'stxnext-2019/category.json swiss-python-summit-2016/category.json '
        'twitter-university-2014/category.json write-the-docs-prague-2019/category.json '
        'writethedocs-eu-2015/category.json writethedocs-na-2016/category.json '
        'writethedocs-na-2018/category.json'
    ),
    '.schemas': (
        'category.json pathschema video.json'
    ),
    '.tests': (
        '__init__.py filename_length.py ids_unique.py languages.py render_rest.py requirements.txt schemas.py '
        'shape.py slugs_unique.py speaker_names.py'
    ),
    'tools': (
        'constants.py requirements.txt veyepar_alternate_pull.py'
    ),
}

