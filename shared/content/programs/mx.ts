/**
 * Where to study in MX: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in Mexico: `technical` rows are Técnico Superior Universitario (TSU, 2 years, Universidades
 * Tecnológicas) and Profesional Técnico Bachiller (CONALEP); `bachelor` rows are licenciaturas and
 * ingenierías (including the escuelas normales' licenciaturas); `graduate` rows are especialidades,
 * maestrías and doctorados. Each institution's rows cite its own official site.
 *
 * The graduate rows of UNAM (Posgrado en Ciencias de la Administración, MADEMS), IPN, TecNM, ITAM,
 * Ibero and Anáhuac and the DGETI bachillerato tecnológico rows added on 2026-11-26 were written from
 * knowledge of the institutions' published programs, without re-reading the pages online (no internet
 * on the machine that wrote them).
 * Rows dated 2026-11-27 (the trade courses of the CECATI network of the DGCFT, ITESO's Maestría en Desarrollo
 * Humano, UNAM's Maestría en Cine Documental) were likewise written from
 * knowledge of the institutions' published programs, without re-reading the pages online; check them before
 * relying on them.
 * Rows dated 2026-11-28 (the `ADDED_2026_11_28` block: music production, flight attendant, aircraft maintenance
 * and renewable energy) rest on stored news pages found with the search tools (this machine has no internet):
 * Diario de Querétaro (2020) on the Tec's new Tecnología y Producción Musical, De Reporteros (2024) on AMERIKE's
 * Licenciatura en Producción Musical, El Universal Querétaro (2017) on the UNAQ's TSU programs and its
 * sobrecargo course, Infobae (2025) on CIIASA's sobrecargo course, La Extra (2013) on the UT de Morelia's TSU in
 * renewable energy and Difusión con Causa on the UTVCO's; each source cites the institution's own site.
 * The CONALEP, IPN (CECyT) and DGETI (CBTis, CETis) rows are the technical tracks of upper-secondary diplomas
 * (bachillerato tecnológico, entered after secundaria): they carry `track: "secondary-school"` and only a reader
 * still at school sees them (Program.track).
 * Rows to check first: the exact TSU titles (the UTs' "TSU en Energías Renovables" with its área, the UNAQ's
 * "TSU en Mantenimiento Aeronáutico" and its áreas), and that the UNAQ still runs its sobrecargo course.
 * Rows of the `ADDED_S24` block, dated 2026-11-28, likewise rest on stored copies of public pages found with the search tools
 * (the institutions' own pages were not re-read online):
 * - ITESO's Ingeniería en Seguridad Informática y Redes (cybersecurity), on ITESO's own news site Cruce, which reports that the
 *   program started in January 2017 (https://cruce.iteso.mx/prevenimos-los-cibercrimenes/);
 * - the UANL's Licenciatura en Seguridad en Tecnologías de la Información of its Facultad de Ciencias Físico Matemáticas
 *   (cybersecurity), named in a Grupo Metrópoli report on the UANL–Fortinet agreement
 *   (https://grupometropoli.net/uanl-y-fortinet-pactan-acuerdo-para-combatir-ciberataques);
 * - the Instituto de Capacitación para el Trabajo de la Ciudad de México (ICAT CDMX) and its Curso Básico para Soldadores
 *   (welding), in La Jornada of 9 May 2022
 *   (https://jornada.com.mx/notas/2022/05/09/capital/icat-ha-capacitado-a-casi-50-mil-personas-desde-su-creacion);
 * - the Universidad de Guadalajara's Maestría en Estudios Cinematográficos of its CUAAD, given with the Cineteca Nacional
 *   (film, graduate), in El Informador of 19 January 2026
 *   (https://www.informador.mx/jalisco/udeg-y-la-cineteca-nacional-fortalecen-la-maestria-en-estudios-cinematograficos-20260119-0135.html).
 * Check first: the UANL degree's exact current title (the report writes it in lower case: "licenciatura en Seguridad en
 * Tecnologías de la Información"), that ITESO still admits to its engineering under that name, and the ICAT CDMX course's
 * current name and length in its catalogue.
 * Rows of the `ADDED_S25` block, dated 2026-11-28, rest on a stored copy of a public document found with the search tools
 * (not re-read online): the UNAM's Instructivo de la Convocatoria de Maestrías of its Programa de Posgrado en Artes y Diseño
 * (for admission in semester 2024-1), as hosted on Scribd (https://es.scribd.com/document/618975049/instructivo-maestria-2022),
 * which lists the Maestría en Diseño y Comunicación Visual (clave 4137, Facultad de Artes y Diseño) with its campo disciplinario
 * "Fotografía, Audiovisual, Multimedia y Animación", and states four semesters for full-time students; the UNAM's plan de
 * estudios of the same posgrado (Tomo I, also on Scribd) names the same campo. It is listed for animation (graduate).
 * Check first: that the campo disciplinario still admits under that name (the document is a Scribd copy of the UNAM's
 * instructivo, not the UNAM's own page), and that a design master's with an animation field is an acceptable match for
 * digital animation.
 * Left out (no page found that names a specific program): makeup-artistry and it-support-technician courses of the ICAT/CECATI
 * networks, a TSU or técnico en farmacia, a licenciatura in health-services administration, a maestría in advertising or in
 * international business other than the one listed, and a second post-secondary aircraft-maintenance program (CONALEP's
 * plantel Aeropuerto, named in Excélsior of 28 January 2026, gives Profesional Técnico Bachiller programs, which are an
 * upper-secondary track).
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools
 * (this machine has no internet access); none of them fills a cell the gap report names (see "Left out"):
 * - the Universidad de Colima's own page of its Facultad de Economía, "Licenciatura en Negocios Internacionales",
 *   which gives "Duración de la carrera: 8 semestres" (https://portal.ucol.mx/feconomia/LicNegocios.htm);
 * - the Universidad de Sonora's own news page of 1 February 2023 (Campus Hermosillo), which announces its Maestría en
 *   Comunicación Estratégica, a two-year, in-person master's opening on 7 August 2023 with double degree with the
 *   Universidad Católica de Pereira, to train strategists who manage communication in universities, companies and
 *   organisations (listed for public relations, whose description is strategic communication), and names its
 *   Licenciatura en Ciencias de la Comunicación
 *   (https://campushermosillo.unison.mx/anuncia-unison-nueva-maestria-en-comunicacion-estrategica);
 * - Suplemento Campus on the Universidad Autónoma de Querétaro's Licenciatura en Animación Digital y Medios Interactivos,
 *   which held its Muestra de Animación Digital at the end of semester 2025-2
 *   (https://suplementocampus.com/fortalece-uaq-la-formacion-integral-a-traves-de-la-narrativa-animada);
 * - El Financiero on the opening of the Universidad de la Salud de la Ciudad de México (UNISA), which "ofrecerá dos
 *   licenciaturas: Medicina Familiar y Comunitaria, y Enfermería Familiar y Comunitaria"
 *   (https://elfinanciero.com.mx/nacional/esta-es-la-nueva-universidad-de-la-salud-que-estara-en-la-cdmx), and the page of
 *   8 July 2025 of the city's Secretaría de Educación, Ciencia, Tecnología e Innovación (SECTEI), which reports that the
 *   second generation of licenciados en Enfermería Familiar y Comunitaria graduated that year
 *   (https://www.sectei.cdmx.gob.mx/comunicacion/nota/egresados-de-la-unisa-reforzaran-al-sistema-de-salud-de-la-ciudad-de-mexico);
 * - the article "La profesión del farmacéutico mexicano, una comparación internacional" (Perfiles Educativos, 2019, on
 *   SciELO México), whose first author is a student of the BUAP's Maestría en Farmacia (a student's affiliation, not a
 *   program page; the stored copy read was at the http:// address, cited here at https://)
 *   (https://www.scielo.org.mx/scielo.php?script=sci_arttext&pid=S0185-26982019000300148&lng=en&nrm=iso&tlng=es);
 * - a copy on Documentop of the article on UJAT graduates in the national medical residency exam (Investigación en
 *   Educación Médica 2015;4(14):69-74), which counts 2,828 Médicos Cirujanos graduated from the Universidad Juárez
 *   Autónoma de Tabasco in 2001-2013
 *   (https://d.documentop.com/download/iem-portada-13-2015-scielo-mexico_59fa6b221723dd386241e135.html);
 * - a copy on vdocumento of the Universidad Autónoma de Sinaloa's thesis guide (January 2019, reforma curricular 2018) for
 *   the Maestría en Administración Estratégica of its Facultad de Contaduría y Administración, a PNPC programme
 *   (https://vdocumento.com/gua-para-la-elaboracin-y-desarrollo-de-tesis-con-.html);
 * - a copy on pdfslide of the Universidad Autónoma de Baja California's manual for the trabajo terminal of the Maestría en
 *   Administración of its Facultad de Ciencias Administrativas, a professional master's (undated)
 *   (https://pdfslide.es/documents/manual-para-el-desarrollo-y-la-elaboracion-del-trabajo-para-el-desarr-mayor.html).
 * Check first: that Colima's page is current (an old portal page, undated); that UNISA still admits under these names
 *   (the federal government announced in December 2024 that the Universidad de la Salud would become national); that the
 *   BUAP, UAS and UABC master's still admit (the UABC manual is undated); the exact title of UNISA's medicine degree (the
 *   report writes "licenciatura en Medicina Familiar y Comunitaria"); and whether Sonora's strategic-communication
 *   master's is better read as communication studies than as public relations.
 * Left out: no page was found that names a makeup-artistry, pharmacy-technician or IT-support programme of at least about
 *   six months at a named Mexican institution (news pages name only short ICAT courses, Yucatán's ICATEY and the State of
 *   Mexico's ICATI/EDAYO, whose courses are bimonthly), nor a licenciatura in health-services administration, a master's
 *   in advertising or a second master's in international business, animation or a second post-secondary
 *   aircraft-maintenance programme (the French foreign ministry's page on the Franco-Mexican aeronautical campus names only
 *   the UNAQ, already listed, and CONALEP's Profesional Técnico Bachiller, an upper-secondary track). Leads not written:
 *   the Tecnológico de Estudios Superiores de Ecatepec's Ingeniería Aeronáutica (a 2016 blog report only); the
 *   Universidad Autónoma de Nayarit's master's in Impuestos, Finanzas and Ciencias Administrativas (a 2008 document); a
 *   Maestría en Farmacia in Cuernavaca (the copy read does not name the university); the Universidad Veracruzana's
 *   business master's (its requirements page does not show the programme's name); Nuevo León's ICET welding and
 *   electrician courses (El Financiero, 2023; no length given). The search budget ran out before the gap cells could be
 *   searched further.
 * A search pass of 2026-11-28 (session 27) worked the open cells again with the search tools (this machine has no internet
 * access; about a dozen look-ups went to Mexico) and added no rows and no `ADDED_S27` block: no stored page names a Mexican
 * program for them. Pages read that name nothing in an open cell: Excélsior (28 January 2026), Crónica and Diario Imagen on
 * CONALEP's plantel Aeropuerto and its Profesional Técnico Bachiller careers "Laministerías y Recubrimientos de las Aeronaves" (sic),
 * Mantenimiento de Motores y Planeadores and Sistemas Electrónicos de Aviación y Telecomunicaciones (an upper-secondary
 * track, as S26 found; not written, since the open aircraft-maintenance cell is post-secondary); the Universidad Veracruzana's
 * requirements page of a business master's (uv.mx/veracruz/mgn; the programme's name is not on the page, as S26 found); a
 * 2010 UNAM thesis on graduates of the "Maestría en Administración (Negocios Internacionales)" of the Posgrado en Ciencias de
 * la Administración (the UNAM master's already listed, not a second institution); the Universidad de Colima's aspirant
 * profile page portal.ucol.mx/drt/perfil-aspirante.htm (it names no programme in its text); La Opinión via mexampac.org on a
 * one-day make-up certification given with the Centro de Estudios de Cosmetología y Cosmiatría of Tijuana (too short); a
 * review page of a beauty academy in Aguascalientes (no programme or length); UNAM Global on the IIMAS's Licenciatura en
 * Ciencia de Datos (not an open cell).
 * Check first: nothing new.
 * Left out: makeup-artistry, pharmacy-technician and IT-support technical programmes, a licenciatura in health-services
 * administration, graduate programmes in advertising and a second one in international business or animation, and a second
 * post-secondary aircraft-maintenance programme (searches for UT "TSU en Mantenimiento Aeronáutico", "TSU en Tecnologías de la
 * Información, Infraestructura de Redes Digitales", "Técnico en Farmacia", "Licenciatura en Administración de Servicios de
 * Salud" and "Maestría en Negocios Internacionales" found no Mexican page naming an institution).
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most that cited only an
 * institution's home page were searched for on stored copies of public pages (this machine has no internet access; about
 * 45 look-ups). Rows re-read now cite the page read (institution's own page unless a newspaper or other publisher is named):
 * - UNAM: "Licenciatura en Música - Educación Musical" (renamed from "Educación Musical"), in CAESA's accreditation report of
 *   its 2017 evaluation (a vdocuments copy); Ingeniería Mecánica, Ingeniería Industrial, Ingeniería Mecatrónica and Ingeniería
 *   Eléctrica Electrónica, on the Facultad de Ingeniería's English page of Mechatronics Engineering, which admits students of
 *   the degrees of Mechanical, Industrial, Computer and Electrical and Electronic Engineering; Medicina Veterinaria y
 *   Zootecnia, in Grilla en el Poder's report on the FMVZ (undated); Ciencia Política, in the FCPyS journal Estudios Políticos
 *   (no. 33, 2014, a Scribd copy), which names the "opción Ciencia Política de la Licenciatura en Ciencias Políticas y
 *   Administración Pública"; Administración Pública, in the FCPyS summary of the SUAyED plan of the "Licenciatura en Ciencia
 *   Política y Administración Pública", área Administración Pública, approved on 7 June 2017 (a Scribd copy); "Licenciatura
 *   en Trabajo Social" (renamed from "Trabajo Social"), in Gaceta UNAM on its fiftieth anniversary at the ENTS; Matemáticas,
 *   on the Instituto de Matemáticas' history page "La carrera de matemáticas" (history of the Facultad de Ciencias' carrera,
 *   weak: it does not show current admission).
 * - Universidad Veracruzana: Licenciatura en Música, on the UV's press page of 3 July 2025 (a student of its tenth semester);
 *   Licenciatura en Educación Musical, in Crónica del Poder of 20 February 2020, which lists the Facultad de Música's offer
 *   (ciclos previos, Técnico en Música, the licenciaturas en Música and en Educación Musical, two maestrías).
 * - Universidad de Guadalajara: Licenciatura en Música, in Gaceta UdeG ("licenciatura en Música, de ocho semestres", CUAAD;
 *   length set to "8 semestres"); Medicina Veterinaria y Zootecnia, in Gaceta UdeG on the carrera at CUAltos (Tepatitlán,
 *   not Guadalajara).
 * - UANL: Ingeniero Mecánico Electricista, in Identidad NL on FIME's 1969-1974 generation (weak: the degree as held by those
 *   graduates); Médico Veterinario Zootecnista, in the UANL's Vida Universitaria (a sixth-semester student of the FMVZ; weak:
 *   the title is not named); Licenciado en Trabajo Social y Desarrollo Humano, on the UANL's news page on the programme's
 *   fifty years; Licenciado en Música, in a RIDE article by professors of its Facultad de Música, which names "las diferentes
 *   licenciaturas que ofrece la Facultad de Música" (weak: the title is not named).
 * - UAM: "Licenciatura en Medicina Veterinaria y Zootecnia" (Xochimilco, created 1974), in the Boletín Cauce of 4 August 2025;
 *   "Licenciatura en Nutrición Humana" (Xochimilco), on the cover of a student's servicio social report of 2018-2019 (a
 *   Studenta copy).
 * - Ibero: Licenciatura en Nutrición y Ciencia de los Alimentos, on IBERO Prensa of 7 September 2022 (fifty years).
 * - BUAP: Licenciatura en Matemáticas, in the Boletín BUAP on its fifty years at the FCFM; Licenciatura en Cultura Física, in La
 *   Opinión de Puebla on its re-accreditation by COMACAF (read at http://, cited at https://).
 * - ITAM: Licenciatura en Matemáticas Aplicadas, in Mundo ITAM of 20 December 2012 (a professor on the carrera's thirty years).
 * - TecNM: Ingeniería Mecánica, in an ANFEI journal article on its accreditation at the Instituto Tecnológico de Mazatlán in
 *   2010 (read at http://, cited at https://; weak: one campus, 2010).
 * - ESEF: Licenciatura en Educación Física, in El Universal's archive ("ESEF, sinónimo de carencia", undated), which describes
 *   the SEP's school that forms physical-education teachers, a carrera profesional (weak: the title is not named).
 * - CECATI: Soldadura y Pailería and Refrigeración y Aire Acondicionado, in Crónica del Poder of 31 August 2016 on CECATI 42
 *   (specialities "soldadura, refrigeración y aires acondicionados", training of about a year; the page says "soldadura" only).
 * Withdrawn: none; no page read showed a row wrong.
 * Check first: the UANL's English page of its Facultad de Ciencias Políticas y Relaciones Internacionales names the degree
 *   "Bachelor in Political Science and Government" (facpoliticas.uanl.mx/lcpen/), so the rows "Licenciado en Ciencias
 *   Políticas y Administración Pública" (political science and public administration) may carry an old name; they were not
 *   re-read. The UNAM's political-science and public-administration rows keep their names, but the pages read give the
 *   combined licenciatura (2014) and the SUAyED plan (2017); the current names of the escolarizado plans were not read. The
 *   UNAM opened a Licenciatura en Ciencia de la Nutrición Humana (Facultad de Medicina, plan approved on 8 December 2020), a
 *   lead for a nutrition row. An Editorial UdeG book (2026) on the political-science carrera at the UdeG does not name the
 *   licenciatura, so that row was not re-read.
 * Searched without a page that names the row (left as they were): UNAM Música; Tec and IPN Ingeniería Mecánica; UADY Medicina
 *   Veterinaria y Zootecnia; UdeG Estudios Políticos y Gobierno; UAM Ciencia Política; Ibero Ciencias Políticas y
 *   Administración Pública; UNAM, UdeG, UAM and Ibero Filosofía; UdeG and UANL Matemáticas; UdeG Trabajo Social; UdeG, UANL
 *   and Tec Nutrición; UdeG, Tec and IPN Negocios Internacionales; UdeG Administración Gubernamental y Políticas Públicas; UdeG,
 *   Tec, UDLAP and IPN Ingeniería Industrial. Not searched (budget): the UNAM's Negocios Internacionales, the rows shown once
 *   (biology, biotechnology, theatre, the UTEQ's TSU, and the graduate rows).
 * Second verification pass of 2026-11-28 (session 27, the `VERIFIED_S27B` block, after `VERIFIED_S27`): rows of the
 * worklist that the first pass had not searched, looked for on stored copies of public pages (no internet; 28 look-ups for
 * Mexico). The rows the first pass searched without result were not searched again. Rows re-read now cite the page read
 * (institution's own page unless another publisher is named); lengths written from memory ("2 años") that the pages do not
 * state were taken out:
 * - UANL: "Licenciado en Ciencias Políticas y Administración Pública" (political science and public administration) renamed
 *   "Licenciatura en Ciencias Políticas y Gobierno", on the English page of its Facultad de Ciencias Políticas y Relaciones
 *   Internacionales, "Bachelor in Political Science and Government" (read at http://, cited at https://). The Spanish title is
 *   the page's English one put back as the faculty's own site pairs its "Master of Political Science and Government" with the
 *   "Maestría en Ciencias Políticas y Gobierno" (Noticias Nuevo León, August 2024); the first pass's "Check first" lead.
 * - Biology: UNAM "Biología", in the FES Iztacala's project of the adjusted plan of its Licenciatura de Biología (title
 *   Biólogo, approved 14 December 2021; a Studenta copy; the Facultad de Ciencias' 2007 self-evaluation of its carrera de
 *   Biología was also seen); UdeG "Licenciatura en Biología", on the Centro Universitario de la Costa's English page of the
 *   Degree in Biology (read at http://; its curriculum page, at an IP address that cannot be cited, calls it an intercenter
 *   programme of CUCosta and the CUCBA; weak: the page is of the Puerto Vallarta campus); UANL "Licenciado en Biología", on
 *   the UANL's news page on its carrera de Biología (Facultad de Ciencias Biológicas; weak: the title is not named); UV
 *   "Licenciatura en Biología", in Crónica del Poder (October 2019) on the Facultad de Biología's open days (weak: the title is
 *   not named); IPN "Biólogo", on the IPN's English offer page "Bachelor's Degree in Biology", taught in the ENCB.
 * - Tec "Ingeniería en Biotecnología", in an MDPI Education Sciences article (December 2023) by Tec authors on the first
 *   cohorts (2019, 2020) of the Biotechnology Engineering programme under the Tec 21 model (read on a library proxy copy,
 *   cited at mdpi.com).
 * - Theatre: UNAM "Literatura Dramática y Teatro", on the Colegio's own page "Historia de la licenciatura" (FFyL); UV
 *   "Licenciatura en Teatro", on its Facultad de Teatro's history page (founded 1976; weak: the title is not in the part read).
 * - UNAM graduate rows: Maestría en Cine Documental, in Luces del Siglo (Agencia Reforma, 22 March 2019: the CUEC, now ENAC,
 *   offers the maestría and doctorado en Cine Documental, validated by the Facultad de Artes y Diseño); Maestría en
 *   Comunicación, Maestría en Estudios Políticos y Sociales and "Maestría en Estudios en Relaciones Internacionales" (renamed
 *   from "Maestría en Relaciones Internacionales"), in Tomo I of the plans of the Programa de Posgrado en Ciencias Políticas y
 *   Sociales (an fdocumento copy, undated; it also lists Gobierno y Asuntos Públicos, Estudios México-Estados Unidos and
 *   Demografía Social); Maestría en Lingüística Aplicada, in the 2009 adjustment of the Programa de Maestría y Doctorado en
 *   Lingüística (a vdocuments copy; weak: 2009); Maestría en Trabajo Social, in Gaceta UNAM on the ENTS becoming a Facultad
 *   (its Comité Académico approved the programme's modification).
 * - UdeG Maestría en Enseñanza del Inglés como Lengua Extranjera, on the CUCSH's own page (a modular, professional programme
 *   taught at a distance with intensive on-site periods, in the SNP; the row does not record the modality).
 * - Maestría en Desarrollo Humano: ITESO, in its Cruce (its first posgrado, fifty years old in 2026, with a new coordinator);
 *   Ibero, on IBERO Prensa.
 * Withdrawn: none; no page read showed a row wrong.
 * Check first: whether the UANL still teaches a separate public-administration licenciatura (only the political-science
 * one was read, so both rows now carry its name); the UdeG biology row's campus (Guadalajara in the catalog, the page read
 * is the CUCosta's); the UNAM's Maestría en Lingüística Aplicada after the 2017 creation of the ENALLT (the plan read is of
 * 2009). Leads not written: the CIMAT's Boletín (June 2019) says its "maestría ... en Estadística" opened in 1988 (not the
 * row's current name, "Maestría en Probabilidad y Estadística"); the ITAM's cienciadedatos.itam.mx page (it names no
 * maestría in the part read); the UANL's Facultad de Trabajo Social y Desarrollo Humano's posgrado rules (they name degree
 * kinds, not the Maestría en Trabajo Social); a UAEMex Facultad de Turismo y Gastronomía report whose staff hold the "M. en
 * E.T." (Maestría en Estudios Turísticos) title (not a page of the programme); a 2004 UNAM bulletin on the creation of the
 * Maestría en Trabajo Social (superseded by the Gaceta page).
 * Searched without a page that names the row (left as they were): UNAM Negocios Internacionales (licenciatura); IPN
 * Ingeniería Biotecnológica; UTEQ TSU en Mantenimiento Área Industrial (a 2026 report names industrial maintenance among its
 * virtual-reality lab's fields only); CIDE Maestría en Ciencia Política and Maestría en Administración y Políticas Públicas;
 * INFOTEC Maestría en Ciencia de Datos e Información; ITAM Maestría en Ciencia de Datos and Maestría en Políticas Públicas;
 * CIMAT Maestría en Probabilidad y Estadística; UANL Maestría en Trabajo Social; IPN Maestría en Administración e Innovación
 * del Turismo; UAEMex Maestría en Estudios Turísticos; INSP Maestría en Salud Pública (Administración en Salud); UDLAP
 * Maestría en Ingeniería Industrial; Ibero Maestría en Comunicación. Not searched (budget): COLPOS Maestría en Ciencias en
 * Estadística, UNAM Maestría en Negocios Internacionales and Maestría en Administración de Sistemas de Salud, Tec Maestría en
 * Administración Pública y Política Pública, Anáhuac Maestría en Administración de Instituciones de Salud, IPN and TecNM
 * Maestría en Ingeniería Industrial.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block, after `VERIFIED_S27B`): the most-shown rows of
 * the worklist, looked for again on stored copies of public pages (search tools only; no page re-read online; 40
 * look-ups for Mexico). Rows both earlier passes had searched without result were searched again only with a new,
 * specific idea (an English page, a graduation or anniversary report, a thesis cover). Rows re-read, each now citing
 * the page named (institution's own page unless another publisher is named):
 * - UADY Medicina Veterinaria y Zootecnia: Por Esto! of 14 March 2025 (the FMVZ will admit 520 students in August 2025,
 *   200 of them in Medicina Veterinaria; director Hugo Delfín González);
 * - UdeG Licenciatura en Estudios Políticos y Gobierno: the blog Derecho Público of 10 July 2015, which reproduces a
 *   report (original publisher not named) on the 25 years of the "licenciatura en Estudios Políticos y de Gobierno" of
 *   the CUCSH, created in 1991 (the row keeps its name);
 * - Tec Licenciatura en Negocios Internacionales: the Tec's own page of the graduation requirements of the BGB, "B.A.
 *   in International Business" (plan BGB19, requirements before 7 January 2021; read at http://, cited at https://);
 * - Tec public-administration master's: the Tec's own page of its "Master's degree in Government and Public
 *   Transformation"; the row, "Maestría en Administración Pública y Política Pública" from memory, now carries the name
 *   in the page's address, "Maestría en Gobierno y Transformación Pública", and loses the "2 años" the page does not
 *   state;
 * - UNAM Música: UNAM Internacional (the UNAM's own review) of 29 February 2024, "150 years of Musical Education.
 *   Evolution of Undergraduate Studies at UNAM's Faculty of Music" (its stored opening is a timeline up to 1966 naming
 *   the composer, pianist and instrument-player licenciaturas);
 * - UNAM Maestría en Negocios Internacionales: a 2010 thesis of the Programa de Posgrado en Ciencias de la
 *   Administración on the graduates (1999-2006) of its "Maestría en Administración (Negocios Internacionales)" (a
 *   Studenta copy); the "2 años" is taken out;
 * - IPN Ingeniería Industrial: the IPN's own communiqué 193 of 2017 on an Argentine exchange student taking a semester
 *   of "la carrera de Ingeniería Industrial en la UPIICSA" (read at http://, cited at https://).
 * Weak sources, to replace first: the Derecho Público blog (a copy of unknown origin), the UNAM Internacional article
 * (a history whose stored part stops in 1966; the current licenciaturas of the Facultad de Música are not named in it)
 * and the 2010 thesis (old; a copy). Lengths taken out (`duration: null`): the Tec's and the UNAM's master's ("2 años",
 * written from memory). Withdrawn: none; no page read shows a row wrong.
 * Check first: whether the Tec still admits to a Maestría en Administración Pública y Política Pública (no page names
 * it; the row now carries the master's in government the school offers); whether the UNAM's business master's is now
 * its own "Maestría en Negocios Internacionales" or still a field of the Maestría en Administración, as the 2010 thesis
 * gives it (the row keeps its name). Leads not used: a student's monograph on tesis.edu.red ("Generalidades de la
 * UPIICSA en Ingeniería Industrial"; user-submitted); a 2025 blog of the Instituto Tecnológico de Aguascalientes by an
 * alumnus holding a Maestría en Ciencias en Ingeniería Industrial (TecNM; not a page of the programme); the IPN's
 * English offer pages are in the store (Economics, Mathematical Engineering) but none came up for the rows searched.
 * Searched and not found (rows left as they were): Tec and IPN Ingeniería Mecánica (also in English); UAM Ciencia
 * Política; Ibero Ciencias Políticas y Administración Pública; UNAM, Ibero and UAM Filosofía; UdeG and UANL
 * Matemáticas; UdeG Trabajo Social; UdeG, UANL and Tec Nutrición; UdeG and IPN Negocios Internacionales; UdeG
 * Administración Gubernamental y Políticas Públicas; UdeG, Tec and UDLAP Ingeniería Industrial; COLPOS Maestría en
 * Ciencias en Estadística; UNAM Maestría en Administración de Sistemas de Salud; Anáhuac Maestría en Administración de
 * Instituciones de Salud; IPN and TecNM Maestría en Ingeniería Industrial; INFOTEC Maestría en Ciencia de Datos e
 * Información. Not reached (budget): UdeG Filosofía, the IPN's Ingeniería Biotecnológica, the UTEQ's TSU and the
 * graduate rows of CIDE, ITAM, CIMAT, UANL, IPN (tourism), UAEMex, INSP, UDLAP and Ibero, all searched by session 27
 * without result.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block, after `VERIFIED_S28`): rows of the
 * regenerated worklist, looked for on stored copies of public pages (search tools only; no page re-read online; eight
 * look-ups for Mexico). Every row of the worklist had been searched without result by an earlier pass, so each was
 * searched again only with a new idea: the school or campus that teaches it (the IPN's ESIME, UPIBI and ESCA, the UAM's
 * Iztapalapa unit, the UdeG's CUCEI, CUCSH and CUCS, the UANL's Facultad de Ciencias Físico Matemáticas). Rows re-read,
 * each now citing the page named:
 * - IPN Ingeniería Biotecnológica (searched without result by the S27B pass), and with it the IPN's Ingeniería
 *   Biomédica, Ingeniería en Alimentos and Ingeniería Ambiental: Mundo Tech (mundotech.news), "Invierte IPN en
 *   biotecnología para Upibi" (19 December; the year is not in the stored text, which reports the UPIBI's 35th
 *   anniversary under director general Arturo Reyes Sandoval), on equipment for 16 laboratories of "los cinco programas
 *   de licenciatura en ingenierías Ambiental, Biomédica, Biotecnológica, en Alimentos y Farmacéutica que ofrece la
 *   Unidad Profesional Interdisciplinaria en Biotecnología (Upibi)". The IPN's Químico Farmacéutico Industrial row (the
 *   ENCB's degree, not the UPIBI's Ingeniería Farmacéutica) was left as it was.
 * Weak sources, to replace first: the Mundo Tech page (a small technology news site; the year is not shown). Lengths:
 * none set or taken out. Withdrawn: none; no page read shows a row wrong.
 * Searched and not found (rows left as they were): IPN Ingeniería Mecánica (through the ESIME: a 2016 blog post on the
 * ESIME's centenary, bambapolitica.blogspot.com, names mechanical engineering among the fields on the school's coat of
 * arms, not the programme; not used); UAM Ciencia Política (through its Iztapalapa unit: only UNAM pages and a 2010
 * ALACIP paper by a UAM-I professor came up); UdeG Matemáticas (CUCEI), Filosofía (CUCSH, Gaceta UdeG) and Nutrición
 * (CUCS); UANL Matemáticas (a UANL English page on the history of its Escuela de Matemáticas, founded in 1953, names no
 * current degree); IPN Negocios Internacionales (through the ESCA: only papers on its Licenciatura en Relaciones
 * Comerciales came up). Not reached (budget): the Tec's Ingeniería Mecánica, Nutrición and Ingeniería Industrial y de
 * Sistemas, the UdeG's Trabajo Social, Negocios Internacionales, Administración Gubernamental and Ingeniería
 * Industrial, the UNAM's, UAM's and Ibero's Filosofía, the Ibero's political-science row, UDLAP Ingeniería Industrial,
 * the UNAM's Negocios Internacionales, the UTEQ's TSU and the graduate rows, all searched by earlier passes.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block, after `VERIFIED_S28B`): the gap cells first, then
 * the rows of the worklist, looked for on stored copies of public pages and, new in this pass, in public GitHub
 * repositories (course notes and theses that name a master's; search tools only, no page re-read online; 28 look-ups for
 * Mexico). Rows re-read, each now citing the page named:
 * - INFOTEC Maestría en Ciencia de Datos e Información: the course book "Aprendizaje Computacional" of Mario Graff
 *   (INGEOTEC, INFOTEC's research group; ingeotec.github.io, read in its repository INGEOTEC/AprendizajeComputacional),
 *   whose preface says "Este curso ha evolucionado de las clases de Aprendizaje Computacional impartidas en la Maestría
 *   en Ciencia de Datos e Información (MCDI) de INFOTEC"; the "2 años" is taken out;
 * - ITAM Maestría en Ciencia de Datos: the README of Teresa Ortiz's course notes (GitHub tereom/fundamentos, 2020-2021),
 *   "Notas del curso Fundamentos de Estadística con Remuestreo del programa de maestría en Ciencia de Datos del ITAM";
 *   the "2 años" is taken out (student repositories also name the master's, citing the 2019 handbook of its course
 *   "Programación para Ciencia de Datos" in the ITAM-DS organisation);
 * - TecNM Maestría en Ingeniería Industrial: the Instituto Tecnológico de Celaya's "Reglamento para estudiantes de la
 *   Maestría en Ingeniería Industrial" (update of 15 January 2011; a copy on mydokument.com); the row now carries
 *   `city: "Celaya"` (a campus of the TecNM; the institution row gives Ciudad de México) and loses its "2 años";
 * - UNAM Filosofía: the Facultad de Filosofía y Letras' own centenary site (centenario.filos.unam.mx), whose director
 *   writes of the Facultad's "16 disciplinas, que van desde la Filosofía, la Historia y la Geografía ...";
 * - Ibero Licenciatura en Filosofía: "¡Filosofía IBERO de fiesta! Celebra también 80 años" (2023), an IBERO report on
 *   the Departamento de Filosofía (director Francisco Castro Merrifield) read only in a copy on
 *   topslasmejoresuniversidades.com, a site of unknown ownership; the IBERO's own "Retrospectiva IBERO: 80 años" (7 March
 *   2023) says the Centro Cultural Universitario began in 1943 teaching "la carrera de Filosofía".
 * Weak sources, to replace first: the Celaya regulation (2011, a copy), the two Filosofía pages (neither names the
 * licenciatura's title: the UNAM page lists disciplines, the Ibero page is a copy of unknown ownership) and the two GitHub
 * pages (teachers' course material, not the programmes' own pages). Lengths taken out (`duration: null`): INFOTEC's,
 * ITAM's and TecNM's master's ("2 años", which no page read states). No length was set. Withdrawn: none; no page read
 * shows a row wrong. Rows added: none.
 * Searched and not found (gap cells, no row added): a licenciatura in health-services administration (as "Licenciatura
 * en Gestión de Servicios de Salud" and "Licenciatura en Administración de Hospitales": only generic explainer sites and
 * master's programmes came up); a make-up course (as "carrera técnica en maquillaje profesional" and through the CECATI's
 * beauty specialities: only the one-day Tijuana certification and foreign pages, as before); a pharmacy technician (as
 * "Técnico Superior Universitario en Farmacia": only the BUAP's and the UAEM's Maestría en Farmacia, the UNAM's
 * Licenciatura en Farmacia at the FES Cuautitlán and its Especialización en Farmacia Industrial came up, none technical);
 * a maestría in advertising (only generic guides and Sonora's strategic-communication master's, already listed); a second
 * maestría in animation (only the UNAM's, already listed, and the UAQ's licenciatura); a second post-secondary
 * aircraft-maintenance programme (only the UNAQ and the UANL's and TESE's engineering degrees). Verify rows searched
 * without result: the Tec's Ingeniería Industrial y de Sistemas and Nutrición y Bienestar Integral (as its program codes
 * IIS and LNB: only student-made lists of Tec programme codes in GitHub repositories, not used); CIMAT's Maestría en
 * Probabilidad y Estadística (also as "Orientación en Probabilidad y Estadística"); COLPOS's Maestría en Ciencias en
 * Estadística; IPN's Maestría en Ingeniería Industrial (UPIICSA); CIDE's Maestría en Administración y Políticas Públicas
 * (GitHub code of other schools, one of them IEXE, names master's of that title); the UdeG's Matemáticas (CUCEI), Negocios
 * Internacionales (CUCEA) and Nutrición (CUCS); the Ibero's Ciencias Políticas y Administración Pública (only its
 * Relaciones Internacionales self-evaluation of 2013 came up); the UAM's Filosofía (Iztapalapa). Not reached (time): the
 * Tec's and IPN's Ingeniería Mecánica, the UAM's Ciencia Política, the UdeG's Filosofía, Trabajo Social, Administración
 * Gubernamental and Ingeniería Industrial, the UANL's Matemáticas and Nutrición, the UNAM's and IPN's Negocios
 * Internacionales, UDLAP's Ingeniería Industrial and master's, the UTEQ's TSU and the graduate rows of the Ibero, CIDE
 * (Ciencia Política), UANL, IPN (tourism), UAEMex, ITAM (Políticas Públicas), UNAM (Sistemas de Salud), INSP and Anáhuac.
 * Leads not used: the UACJ's own call for its Maestría en Ingeniería Industrial (Generación XXXIV, 2026-2027;
 * uacj.mx/oferta/convocatorias/mii.html), a further industrial-engineering master's (the cell already has three).
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block, after `VERIFIED_S29`): the gap cells and
 * the rows of the worklist that earlier passes had not settled, looked for again with new angles (news of students of a
 * program at a named school or campus; bios and CVs naming a degree, searched by exact phrases; the IPN's English offer
 * pages; search tools only, no page re-read online; 23 look-ups for Mexico). Rows re-read, each now citing the page named:
 * - the Tec's Ingeniería Mecánica: Más Noticias (Chihuahua; undated in the stored text, but it describes a five-week
 *   "bloque" of the Tec21 model), on "un grupo de estudiantes de Ingeniería Mecánica de la Escuela de Ingeniería y
 *   Ciencias del Tecnológico de Monterrey campus Chihuahua" who built and donated a PET compactor in the bloque "Diseño de
 *   productos sometidos a cargas estáticas"; the row now carries `city: "Chihuahua"` (the campus the page names; the
 *   institution row gives Monterrey). The Tec's own Identidad page of campus Querétaro (March 2012, stored at
 *   http://identidad.queretaro.itesm.mx/2012/03/mi-experiencia-como-estudiante-de-ingenieria-mecanica/) also has a student
 *   "cursando el último semestre de la carrera de Ingeniería Mecánica"; it was not cited, being older;
 * - the UdeG's Licenciatura en Trabajo Social: the UdeG's own Coordinación General de Comunicación Social page
 *   "Intercambio estudiantil entre la UdeG y la UNAM" (undated; an exchange held every year since 2009), on "estudiantes
 *   de Trabajo Social" of the UdeG and of the UNAM's ENTS, announced by the head of the Departamento de Trabajo Social of
 *   the CUCSH.
 * Weak sources, to replace first: both (a small regional news site that names a campus, not the Monterrey campus; an
 * undated news page of around the early 2010s that names the students' field, not the licenciatura's title). Lengths:
 * none set or taken out. Withdrawn: none; no page read shows a row wrong. Rows added: none.
 * Leads not used: a dentist's CV kept in a GitHub repository names a "Maestría en administración de servicios de salud,
 * UNAM 2015-2017" (the UNAM row reads "Maestría en Administración de Sistemas de Salud"; a CV is too weak to rename it);
 * Tijuana's CECATI 144 (El Imparcial, August 2023) offers "refrigeración y aire acondicionado", "informática" and
 * "estilismo y diseño de imagen" trainings (none is an open cell's program as named: the informática training is not shown
 * to be IT support, and styling is not make-up).
 * Searched and not found (gap cells, no row added): a maestría in advertising (only generic guides and a GitHub list with
 * no institution); a pharmacy-technician programme (only a 2019 Perfiles Educativos paper on Mexico's university pharmacy
 * degrees and foreign pages); a make-up course (only foreign pages and the Tijuana certification seen before); a
 * licenciatura in health-services administration (only explainer sites; the phrase in GitHub named an Argentine
 * ciclo de complementación, Uruguay's ASSE and Puerto Rico's ASSMCA); a second post-secondary aircraft-maintenance
 * programme (as "Mantenimiento Área Aeronáutica": no hit); IT support (through the CECATI's computer-maintenance
 * specialities: only the CECATI 144 report above). Verify rows searched without result: the IPN's and the Tec's Ingeniería Mecánica as bios ("Mecánico por el Instituto Politécnico
 * Nacional", "Ingeniero Mecánico por el Tecnológico de Monterrey", "Ingeniería Mecánica en la ESIME") and the IPN's through
 * its English offer pages (only its Bachelor's Degree in Economics page and ESIME centenary news came up); the UdeG's
 * Nutrición (CUCS), Negocios Internacionales (CUCEA), Matemáticas (CUCEI) and Filosofía (CUCSH) as students' news; the
 * UANL's Nutrición and Matemáticas; UDLAP's Ingeniería Industrial; the IPN's Negocios Internacionales (through its English
 * pages). Not reached (budget): the UAM's Ciencia Política and Filosofía, the Ibero's Ciencias Políticas y Administración
 * Pública, the UdeG's Administración Gubernamental and Ingeniería Industrial, the Tec's Nutrición and Ingeniería Industrial
 * y de Sistemas, the UNAM's Negocios Internacionales, the UTEQ's TSU and the graduate rows (all searched by earlier passes).
 * Third verification pass of 2026-11-28 (session 29, the `VERIFIED_S29C` block, after `VERIFIED_S29B`): the gap cells and
 * the worklist rows the `VERIFIED_S29` and `VERIFIED_S29B` passes had not searched, looked for in public GitHub
 * repositories (exact titles, copies of the UdeG's centres' programme pages) and stored pages (search tools only, no page
 * re-read online; 10 look-ups for Mexico, after which the session's shared search budget ran out). Rows re-read, each now
 * citing the page named:
 * - the UdeG's Licenciatura en Matemáticas and Ingeniería Industrial: "CUCEI Carreras", a student-made site on the
 *   programmes of the Centro Universitario de Ciencias Exactas e Ingenierías (GitHub repository
 *   moisesibanez17/Carrearas-CUCEI, carreras/matematicas.html and carreras/ingenieria_industrial.html), which describes
 *   each programme (objective, entry and graduate profiles) with its coordinator's name, extension and e-mail and links
 *   the CUCEI's own page (cucei.udg.mx/carreras/matematicas, /carreras/industrial): "El aspirante a cursar la Licenciatura en matemáticas
 *   debe contar preferentemente con…", "el Licenciado en Matemáticas de la Universidad de Guadalajara"; "El aspirante a
 *   Ingeniería Industrial…" (coordinator's address cdind@cucei.udg.mx). The program codes of the UdeG's class schedules
 *   kept in another repository (DorianKid/analisis-horarios-udg, constantes.py: CUCEI "LIMA" "LIC EN MATEMATICAS",
 *   "INDU" "ING INDUSTRIAL", school cycles 2017-2025) bear the same two programmes out.
 * Weak sources, to replace first: the CUCEI Carreras copy (a student's site, not the CUCEI's; it gives no length). No
 * length was set or taken out. Withdrawn: none; no page read shows a row wrong. Rows added: none.
 * Leads not used (repository not identified, so not citable): two student-made lists of the UdeG's licenciaturas kept
 * in GitHub (a vocational-test script and a "universityCenters" data file) give (the first all four), with links to the centres' own pages,
 * the CUCEA's "Licenciatura en Negocios Internacionales" (cucea.udg.mx/oferta-academica/lini) and "Licenciatura en
 * Administración Gubernamental y Políticas Públicas" (…/LAGP), the CUCS's "Licenciatura en Nutrición" and the CUCSH's
 * "Licenciatura en Filosofía"; older seed data naming guiadecarreras.udg.mx give the CUCEA degree as "Licenciatura en
 * Administración Gubernamental y Políticas Públicas Locales" (check the current title). The same list names the
 * CUGDL's "Licenciatura en Ciberseguridad" (cugdl.udg.mx/oferta-academica/lcs), not in this file.
 * Searched and not found (rows left as they are): the UTEQ's TSU en Mantenimiento Área Industrial (the exact title found
 * only other universidades tecnológicas' career lists, one of them with the UTSV's logo); the UAEMex's Maestría en Estudios
 * Turísticos (only an unattributed list of masters); the UNAM's Maestría en Administración de Sistemas de Salud (only
 * an unattributed list of programmes naming a master of that title and a virtual version); the IPN's
 * Maestría en Administración e Innovación del Turismo and the ITAM's Maestría en Políticas Públicas (no hit). Gap
 * searched without result: a second maestría in international business (a pages query found only MBA rankings, the
 * Universidad Veracruzana's admission requirements of a business master's whose title the stored text does not give,
 * and the 2010 UNAM thesis already cited). Not reached (the session's search budget ran out): the UAM's Ciencia
 * Política, the UNAM's Negocios Internacionales, the graduate rows of the Ibero, CIDE, UANL, INSP, Anáhuac and UDLAP,
 * and the gap cells for make-up, pharmacy technician, health-services administration (bachelor), advertising and
 * animation (graduate), aircraft maintenance and IT support.
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): the gap cells, then rows of the
 * worklist, looked for on stored copies of public pages and in public GitHub repositories (search tools only; about 14
 * look-ups for Mexico). Rows re-read, added or withdrawn: none. Searched and not found: a second post-secondary
 * aircraft-maintenance programme (a query on the universidades tecnológicas' "TSU Mantenimiento Área Aeronáutica" found
 * only the UNAM's aerospace-engineering plan, the UANL's and TESE's engineering degrees and UNAQ pages; a query on
 * AFAC-authorised aviation-maintenance schools found only licensing news and explainers); a second maestría in
 * animation (a pages query found only the UNAM's posgrado plans and the UAQ's licenciatura; a GitHub text search by
 * "Maestría en Animación" found only bios, a job-table seed and a student's "Maestría en Animación 2D" deliverable that
 * names no institution); a second maestría in international business (a pages query found only the Universidad
 * Veracruzana's business-management master's requirements, the Universidad de Colima's Licenciatura en Negocios
 * Internacionales and the 2010 UNAM thesis already cited). Verify rows searched without result: the IPN's Ingeniería
 * Mecánica (ESIME pages and 2024-2025 news on the ESIME's Azcapotzalco, Ticomán and Culhuacán units name the school,
 * not the degree); the UNAM's Licenciatura en Negocios Internacionales (the FCA's stored titulación pages name no
 * licenciatura; a code search found only other schools' sites); the UdeG's Licenciatura en Nutrición (only the UNAM's
 * Ciencia de la Nutrición Humana plan and UADY, UAQ and Colima pages). Lead re-read, still not citable: the
 * student-made list of the UdeG's licenciaturas in GitHub (with links to the centres' pages, among them
 * cucea.udg.mx/oferta-academica/lini and the CUAAD's Licenciatura en Diseño de Interiores y Ambientación) could not be
 * tied to a repository by a file look-up. Not reached: the other verify rows (UAM, Ibero, UdeG, UANL, Tec and UDLAP
 * bachelors; the graduate rows of the Ibero, CIDE, CIMAT, COLPOS, UANL, IPN, UAEMex, ITAM, UNAM, INSP, Anáhuac and
 * UDLAP) and the make-up, pharmacy-technician, health-services-administration, advertising and IT-support gaps
 * (searched by every earlier pass).
 * Session 30, second pass of 2026-11-28 (the `VERIFIED_S30B` block, after `VERIFIED_S29C`; there is no `VERIFIED_S30`
 * block): the gap cells first, looked for in public GitHub repositories (the sources of institutions' websites and
 * rebuilds of them, which this pass's brief accepts as weak sources) and on stored pages (search tools only; no page
 * re-read online; about 22 look-ups for Mexico). Rows added:
 * - aircraft maintenance (technical), the cell's second institution: iFly Universidad Aeronáutica (Mérida, Yucatán;
 *   private; a new institution; website www.ifly.com.mx, as the site's configuration gives it, over http, written over
 *   https), "Técnico en Mantenimiento Aeronáutico": its website's source, kept by the web agency Right Rudder in the
 *   GitHub repository right-rudder/ifly (src/data/tecnicoEnMantenimiento.js: a carrera that trains a "técnico en
 *   mantenimiento de aeronaves ligeras de motor recíproco"; admission asks among others for the "Certificado de
 *   estudios de bachillerato" and the SCT's psychophysical certificate; "8 meses de curso teórico" followed by
 *   professional practice with aeronautical companies; it leads to the "Licencia de técnico en mantenimiento
 *   aeronáutico"); length set as "8 meses (más prácticas profesionales)", the theoretical course then the practice. The same source's contact page
 *   and constants give the address (Edificio Plaza Península, Prolongación Paseo de Montejo x calle 47, Mérida);
 * - international business (graduate), the cell's second institution: the TecNM's "Maestría en Administración de
 *   Negocios Internacionales" at its Ciudad Juárez campus (the Instituto Tecnológico de Ciudad Juárez; the row carries
 *   `city: "Ciudad Juárez"`, the institution row gives Ciudad de México), from a rebuild of the campus's website kept
 *   in the GitHub repository EdgarMoncloa/itcjweb
 *   (src/components/pages/Posgrados/posgradosContent/MaestriaEnAdministracionDeNegocios.tsx, under the "División de
 *   Estudios de Posgrado e Investigación": description and graduate profile, "El (La) Maestro(a) en Administración de
 *   Negocios Internacionales será capaz de: Planear, organizar, dirigir y controlar las operaciones de las empresas de
 *   negocios internacionales ..."); the rebuild's header links the campus's own Facebook page (TecNMCampusCdJuarez) and
 *   names the "Seguro Escolar TecNM / Instituto Tecnológico de Ciudad Juárez".
 * Weak sources, to replace first: both (a web agency's source of iFly's site, whose data may differ from the published
 * page, and which does not state the school's AFAC authorisation; a developer's rebuild of the ITCJ site whose
 * standing, official or a student's project, is not stated, and which gives no length or admission dates). Check first:
 * iFly's current course and its AFAC certification; that the ITCJ master's still admits. Re-read: none. Withdrawn:
 * none.
 * Leads not used: the site of IMPO (Instituto Mexicano de Psicooncología; planteles Montevideo, Tlalpan and Tláhuac,
 * Mexico City) lists a "Maestría en Comercio Exterior" in its information form (a third international-business
 * master's; the index gave the file without its repository); UNEG's site source (GitHub repository dev-uneg/uneg: a
 * Maestría en Mercadotecnia with RVOE/UNAM; no open cell); Unifront's (Ensenada and Tijuana) Licenciatura en
 * Cosmetología e Imagen (GitHub repository GadielS7/unifront: a bachelor's in cosmetology, not a technical make-up
 * programme). Searched and not found: make-up (a code search found only Argentine and foreign academies); pharmacy
 * technician (an exact-phrase search "Área Farmacéutica" found only software and product pages); for aircraft
 * maintenance, an exact-phrase search "Motores y Planeadores" also found an aviation school's seed data ("Inicial de
 * Técnico en Mantenimiento Clase I Motores y Planeadores") and a React site of maintenance courses, neither naming its
 * school, and CONALEP Aeropuerto's Profesional Técnico Bachiller (an upper-secondary track, already noted). Not
 * reached: the animation (graduate), health-services-administration (bachelor), advertising (graduate) and IT-support
 * gaps and the worklist's verify rows.
 * Session 30, third pass of 2026-11-28 (the `VERIFIED_S30C` block, after `VERIFIED_S30B`): gap cells and verify rows,
 * looked for in public GitHub repositories found by their names ("oferta académica" and "oferta educativa" pages and
 * data, vocational-test apps; search tools only, no page re-read online; about 6 of some 64 look-ups for seven countries).
 * Row re-read: the UNAM's Negocios Internacionales (name kept), on a page on the UNAM's undergraduate offer and admission
 * kept in the GitHub repository Denilcecaes24/oferta-academica-unam (index.html, "Oferta Académica UNAM - Carreras mas
 * demandadas", March 2026), which lists among the licenciaturas "de ingreso indirecto" "Negocios Internacionales (ENES
 * Unidad Juriquilla y Facultad de Contaduría y Administración)". Weak source, to replace first: that page (its standing, a
 * copy of a UNAM page or a developer's own, is not stated). Rows added and withdrawn: none. Searched and not found: a
 * maestría in advertising (an exact-phrase search "Maestría en Publicidad" found only a bio and an unattributed list of
 * masters); a licenciatura in health-services administration (an exact-phrase search found only an Argentine CCC label, a
 * UNAM dentist's CV and Uruguayan agency names); the UdeG verify rows (a repository "Pagina-Oferta-Academica-UDG" holds
 * only CUCEI's 2016 class schedule); a Mexican copy of a career data set among repositories named "vocacional" or
 * "oferta-educativa" (none found with programmes of an open cell). Not reached: the make-up, pharmacy-technician,
 * IT-support and animation (graduate) gaps and the other verify rows.
 * Session 30, fourth pass of 2026-11-28 (the `VERIFIED_S30D` block, after `VERIFIED_S30C`): gap cells first, looked for
 * in public GitHub repositories found by their names ("posgrado", "maestria", "oferta-academica", "vocacional") and
 * fetched whole, then by exact phrases and the code corpus (search tools only, no page re-read online; about 33
 * look-ups for eleven countries). Row added: IT support (technical), the cell's first post-secondary institution: the
 * Universidad Tecnológica del Estado de Zacatecas (UTZAC; a new institution, public; Guadalupe, Zacatecas, as the
 * page's address gives it; no website entered), "Técnico Superior Universitario en Tecnologías de la Información área
 * Infraestructura de Redes Digitales", on a students' information page on the university's TI career (GitHub repository
 * AlepsMM03/TICUTZAC, index.php, March 2023: "El Técnico Superior Universitario en Tecnologías de la Información área
 * Infraestructura de Redes Digitales cuenta con las competencias profesionales necesarias para su desempeño en el campo
 * laboral"). Weak source, to replace first: that students' page (check the UTZAC's current offer and the TSU's length,
 * which the page does not state). Rows re-read and withdrawn: none. Leads not used: an exact-phrase search for
 * "Infraestructura de Redes Digitales" also found a copy of the Universidad Tecnológica Emiliano Zapata's (UTEZ,
 * Morelos) offer listing "Técnologías de la Información área: Infraestructura de Redes Digitales" among its TSU (and
 * "Diseño digital área: Animación"), whose repository could not be identified; a student's README naming the "TSU en
 * Infraestructura de Redes Digitales" of the Universidad Tecnológica de Puebla; option lists of other UTs. A second institution for the cell can come from any of them once a citable page is
 * found. Searched and not found: the Universidad Tecnológica de Tabasco's website source (WEBXICO-MX/WebUTTABv3: too
 * large to fetch). Not reached: the make-up, pharmacy-technician, health-services bachelor's, advertising and animation
 * graduate cells and the verify rows.
 */
import type { CountryCatalog } from "../types";
import {
  atSecondarySchool,
  type CatalogPass,
  institutionPage,
  type InstitutionRow,
  listedInstitutions,
  offered,
  taggedPages,
  withPasses,
} from "./define";

const RETRIEVED = "2026-11-26";

/** [id, official name, city, public/private, official website]; each cites `${id}-site`. */
const INSTITUTIONS: readonly InstitutionRow[] = [
  ["mx-unam", "Universidad Nacional Autónoma de México", "Ciudad de México", "public", "https://www.unam.mx"],
  ["mx-ipn", "Instituto Politécnico Nacional", "Ciudad de México", "public", "https://www.ipn.mx"],
  ["mx-uam", "Universidad Autónoma Metropolitana", "Ciudad de México", "public", "https://www.uam.mx"],
  ["mx-udg", "Universidad de Guadalajara", "Guadalajara", "public", "https://www.udg.mx"],
  ["mx-uanl", "Universidad Autónoma de Nuevo León", "San Nicolás de los Garza", "public", "https://www.uanl.mx"],
  ["mx-buap", "Benemérita Universidad Autónoma de Puebla", "Puebla", "public", "https://www.buap.mx"],
  ["mx-uv", "Universidad Veracruzana", "Xalapa", "public", "https://www.uv.mx"],
  ["mx-uady", "Universidad Autónoma de Yucatán", "Mérida", "public", "https://www.uady.mx"],
  ["mx-uaq", "Universidad Autónoma de Querétaro", "Querétaro", "public", "https://www.uaq.mx"],
  ["mx-uaemex", "Universidad Autónoma del Estado de México", "Toluca", "public", "https://www.uaemex.mx"],
  ["mx-uaaan", "Universidad Autónoma Agraria Antonio Narro", "Saltillo", "public", "https://www.uaaan.edu.mx"],
  ["mx-chapingo", "Universidad Autónoma Chapingo", "Texcoco", "public", "https://chapingo.mx"],
  ["mx-tecnm", "Tecnológico Nacional de México", "Ciudad de México", "public", "https://www.tecnm.mx"],
  ["mx-enah", "Escuela Nacional de Antropología e Historia", "Ciudad de México", "public", "https://www.enah.edu.mx"],
  [
    "mx-enba",
    "Escuela Nacional de Biblioteconomía y Archivonomía",
    "Ciudad de México",
    "public",
    "https://www.enba.sep.gob.mx",
  ],
  ["mx-benm", "Benemérita Escuela Nacional de Maestros", "Ciudad de México", "public", "https://www.benm.edu.mx"],
  [
    "mx-benmjn",
    "Benemérita Escuela Nacional de Maestras de Jardines de Niños",
    "Ciudad de México",
    "public",
    "https://www.benmjn.edu.mx",
  ],
  ["mx-ensm", "Escuela Normal Superior de México", "Ciudad de México", "public", "https://www.ensm.edu.mx"],
  ["mx-benv", "Benemérita Escuela Normal Veracruzana", "Xalapa", "public", "https://www.benv.edu.mx"],
  [
    "mx-ene",
    "Escuela Normal de Especialización Dr. Roberto Solís Quiroga",
    "Ciudad de México",
    "public",
    "https://www.aefcm.gob.mx",
  ],
  ["mx-esef", "Escuela Superior de Educación Física", "Ciudad de México", "public", "https://www.esef.edu.mx"],
  ["mx-colmex", "El Colegio de México", "Ciudad de México", "public", "https://www.colmex.mx"],
  ["mx-cide", "Centro de Investigación y Docencia Económicas", "Ciudad de México", "public", "https://www.cide.edu"],
  [
    "mx-cinvestav",
    "Centro de Investigación y de Estudios Avanzados del IPN",
    "Ciudad de México",
    "public",
    "https://www.cinvestav.mx",
  ],
  ["mx-cimat", "Centro de Investigación en Matemáticas", "Guanajuato", "public", "https://www.cimat.mx"],
  ["mx-colpos", "Colegio de Postgraduados", "Texcoco", "public", "https://www.colpos.mx"],
  [
    "mx-infotec",
    "INFOTEC Centro de Investigación e Innovación en TIC",
    "Ciudad de México",
    "public",
    "https://www.infotec.mx",
  ],
  ["mx-insp", "Instituto Nacional de Salud Pública", "Cuernavaca", "public", "https://www.insp.mx"],
  ["mx-inacipe", "Instituto Nacional de Ciencias Penales", "Ciudad de México", "public", "https://www.inacipe.gob.mx"],
  [
    "mx-conalep",
    "Colegio Nacional de Educación Profesional Técnica (CONALEP)",
    "Metepec",
    "public",
    "https://www.conalep.edu.mx",
  ],
  [
    "mx-dgeti",
    "Dirección General de Educación Tecnológica Industrial y de Servicios (DGETI): CBTis y CETis",
    "Ciudad de México",
    "public",
    "https://www.dgeti.sep.gob.mx",
  ],
  ["mx-utcancun", "Universidad Tecnológica de Cancún", "Cancún", "public", "https://www.utcancun.edu.mx"],
  ["mx-uteq", "Universidad Tecnológica de Querétaro", "Querétaro", "public", "https://www.uteq.edu.mx"],
  ["mx-tec", "Instituto Tecnológico y de Estudios Superiores de Monterrey", "Monterrey", "private", "https://tec.mx"],
  ["mx-ibero", "Universidad Iberoamericana Ciudad de México", "Ciudad de México", "private", "https://ibero.mx"],
  ["mx-itam", "Instituto Tecnológico Autónomo de México", "Ciudad de México", "private", "https://www.itam.mx"],
  ["mx-udlap", "Universidad de las Américas Puebla", "San Andrés Cholula", "private", "https://www.udlap.mx"],
  ["mx-anahuac", "Universidad Anáhuac México", "Huixquilucan", "private", "https://www.anahuac.mx"],
  ["mx-iteso", "ITESO, Universidad Jesuita de Guadalajara", "Tlaquepaque", "private", "https://www.iteso.mx"],
  ["mx-ipade", "IPADE Business School", "Ciudad de México", "private", "https://www.ipade.mx"],
  [
    "mx-septien",
    "Escuela de Periodismo Carlos Septién García",
    "Ciudad de México",
    "private",
    "https://www.septien.mx",
  ],
  ["mx-upm", "Universidad Pontificia de México", "Ciudad de México", "private", "https://www.upmx.mx"],
  ["mx-isit", "Instituto Superior de Intérpretes y Traductores", "Ciudad de México", "private", "https://www.isit.mx"],
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "mx-cecati-site",
      "Dirección General de Centros de Formación para el Trabajo (DGCFT), SEP",
      "Especialidades de los CECATI",
      "https://www.dgcft.sems.gob.mx",
      "2026-11-27",
    ),
    institutionPage(
      "mx-iteso-2026-11-27",
      "ITESO, Universidad Jesuita de Guadalajara",
      "Posgrados",
      "https://www.iteso.mx",
      "2026-11-27",
    ),
    institutionPage(
      "mx-unam-2026-11-27",
      "Universidad Nacional Autónoma de México",
      "Posgrado en Cine Documental",
      "https://www.unam.mx",
      "2026-11-27",
    ),
  ],
  institutions: [
    {
      id: "mx-cecati",
      country: "MX",
      name: "Centros de Capacitación para el Trabajo Industrial (CECATI), DGCFT",
      city: "Ciudad de México",
      kind: "public",
      website: "https://www.dgcft.sems.gob.mx",
      source: "mx-cecati-site",
    },
  ],
  programs: [
    ...offered("mx-cecati", "technical", "mx-cecati-site", [
      ["welding-technology", "Soldadura y Pailería"],
      ["refrigeration-air-conditioning", "Refrigeración y Aire Acondicionado"],
    ]),
    ...offered("mx-iteso", "graduate", "mx-iteso-2026-11-27", [
      ["counselling", "Maestría en Desarrollo Humano", { duration: "2 años" }],
    ]),
    ...offered("mx-unam", "graduate", "mx-unam-2026-11-27", [
      ["film", "Maestría en Cine Documental", { duration: "2 años" }],
    ]),
  ],
};

/** Rows added on 2026-11-28, read from stored news pages (see the header). */
const ADDED_2026_11_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "mx-tec-2026-11-28",
      "Instituto Tecnológico y de Estudios Superiores de Monterrey",
      "Licenciatura en Tecnología y Producción Musical (página oficial)",
      "https://tec.mx",
      "2026-11-28",
    ),
    institutionPage(
      "mx-amerike-site",
      "Universidad AMERIKE",
      "Licenciatura en Producción Musical (página oficial)",
      "https://amerike.edu.mx",
      "2026-11-28",
    ),
    institutionPage(
      "mx-unaq-site",
      "Universidad Aeronáutica en Querétaro (UNAQ)",
      "Oferta educativa: TSU y educación continua (página oficial)",
      "https://www.unaq.edu.mx",
      "2026-11-28",
    ),
    institutionPage(
      "mx-ciiasa-site",
      "Aeropuertos y Servicios Auxiliares (ASA): Centro Internacional de Instrucción (CIIASA)",
      "Curso de Formación de Sobrecargos de Aviación (página oficial)",
      "https://www.gob.mx/asa",
      "2026-11-28",
    ),
    institutionPage(
      "mx-utmorelia-site",
      "Universidad Tecnológica de Morelia",
      "Oferta educativa (página oficial)",
      "https://www.utmorelia.edu.mx",
      "2026-11-28",
    ),
    institutionPage(
      "mx-utvco-site",
      "Universidad Tecnológica de los Valles Centrales de Oaxaca",
      "Oferta educativa (página oficial)",
      "https://utvco.edu.mx",
      "2026-11-28",
    ),
  ],
  institutions: [
    {
      id: "mx-amerike",
      country: "MX",
      name: "Universidad AMERIKE",
      city: "Ciudad de México",
      kind: "private",
      website: "https://amerike.edu.mx",
      source: "mx-amerike-site",
    },
    {
      id: "mx-unaq",
      country: "MX",
      name: "Universidad Aeronáutica en Querétaro",
      city: "Colón",
      kind: "public",
      website: "https://www.unaq.edu.mx",
      source: "mx-unaq-site",
    },
    {
      id: "mx-ciiasa",
      country: "MX",
      name: "Centro Internacional de Instrucción de ASA (CIIASA), Aeropuertos y Servicios Auxiliares",
      city: "Ciudad de México",
      kind: "public",
      website: "https://www.gob.mx/asa",
      source: "mx-ciiasa-site",
    },
    {
      id: "mx-utmorelia",
      country: "MX",
      name: "Universidad Tecnológica de Morelia",
      city: "Morelia",
      kind: "public",
      website: "https://www.utmorelia.edu.mx",
      source: "mx-utmorelia-site",
    },
    {
      id: "mx-utvco",
      country: "MX",
      name: "Universidad Tecnológica de los Valles Centrales de Oaxaca",
      city: "San Pablo Huixtepec",
      kind: "public",
      website: "https://utvco.edu.mx",
      source: "mx-utvco-site",
    },
  ],
  programs: [
    ...offered("mx-tec", "bachelor", "mx-tec-2026-11-28", [
      ["music-production", "Licenciatura en Tecnología y Producción Musical"],
    ]),
    ...offered("mx-amerike", "bachelor", "mx-amerike-site", [
      ["music-production", "Licenciatura en Producción Musical"],
    ]),
    ...offered("mx-unaq", "technical", "mx-unaq-site", [
      ["aircraft-maintenance", "TSU en Mantenimiento Aeronáutico", { duration: "2 años" }],
      ["flight-attendant", "Curso de Formación de Sobrecargos de Aviación"],
    ]),
    ...offered("mx-ciiasa", "technical", "mx-ciiasa-site", [
      ["flight-attendant", "Curso de Formación de Sobrecargos de Aviación", { duration: "3 meses" }],
    ]),
    ...offered("mx-utmorelia", "technical", "mx-utmorelia-site", [
      ["renewable-energy-technician", "TSU en Energías Renovables", { duration: "2 años" }],
    ]),
    ...offered("mx-utvco", "technical", "mx-utvco-site", [
      ["renewable-energy-technician", "TSU en Energías Renovables", { duration: "2 años" }],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24`. */
const ADDED_S24_ON = "2026-11-28";

/** Rows added on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "mx-iteso-cruce-2017",
      "ITESO, Universidad Jesuita de Guadalajara (Cruce)",
      "Prevenimos los cibercrímenes (Ingeniería en Seguridad Informática y Redes)",
      "https://cruce.iteso.mx/prevenimos-los-cibercrimenes/",
      ADDED_S24_ON,
    ),
    institutionPage(
      "mx-uanl-metropoli",
      "Grupo Metrópoli",
      "UANL y Fortinet pactan acuerdo para combatir ciberataques (Licenciatura en Seguridad en Tecnologías de la Información, FCFM)",
      "https://grupometropoli.net/uanl-y-fortinet-pactan-acuerdo-para-combatir-ciberataques",
      ADDED_S24_ON,
    ),
    institutionPage(
      "mx-icatcdmx-jornada-2022",
      "La Jornada",
      "Icat ha capacitado a casi 50 mil personas desde su creación (curso Básico para Soldadores)",
      "https://jornada.com.mx/notas/2022/05/09/capital/icat-ha-capacitado-a-casi-50-mil-personas-desde-su-creacion",
      ADDED_S24_ON,
    ),
    institutionPage(
      "mx-udg-informador-2026",
      "El Informador",
      "UdeG y la Cineteca Nacional fortalecen la maestría en Estudios Cinematográficos",
      "https://www.informador.mx/jalisco/udeg-y-la-cineteca-nacional-fortalecen-la-maestria-en-estudios-cinematograficos-20260119-0135.html",
      ADDED_S24_ON,
    ),
  ],
  institutions: [
    {
      id: "mx-icatcdmx",
      country: "MX",
      name: "Instituto de Capacitación para el Trabajo de la Ciudad de México (ICAT CDMX)",
      city: "Ciudad de México",
      kind: "public",
      website: "https://icat.cdmx.gob.mx",
      source: "mx-icatcdmx-jornada-2022",
    },
  ],
  programs: [
    ...offered("mx-iteso", "bachelor", "mx-iteso-cruce-2017", [
      ["cybersecurity", "Ingeniería en Seguridad Informática y Redes"],
    ]),
    ...offered("mx-uanl", "bachelor", "mx-uanl-metropoli", [
      ["cybersecurity", "Licenciatura en Seguridad en Tecnologías de la Información"],
    ]),
    ...offered("mx-icatcdmx", "technical", "mx-icatcdmx-jornada-2022", [
      ["welding-technology", "Curso Básico para Soldadores"],
    ]),
    ...offered("mx-udg", "graduate", "mx-udg-informador-2026", [["film", "Maestría en Estudios Cinematográficos"]]),
  ],
};

const LISTED = listedInstitutions("MX", INSTITUTIONS, {
  title: "Oferta académica (página oficial)",
  retrieved: RETRIEVED,
});

/** The date of the rows in `ADDED_S25`. */
const ADDED_S25_ON = "2026-11-28";

/** Rows added on 2026-11-28, resting on a stored copy of a public document (see the header). */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "mx-unam-posgrado-artes-diseno-instructivo",
      "Universidad Nacional Autónoma de México, Programa de Posgrado en Artes y Diseño",
      "Instructivo de la Convocatoria de Maestrías (Maestría en Diseño y Comunicación Visual, campo Fotografía, Audiovisual, Multimedia y Animación), copia en Scribd",
      "https://es.scribd.com/document/618975049/instructivo-maestria-2022",
      ADDED_S25_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("mx-unam", "graduate", "mx-unam-posgrado-artes-diseno-instructivo", [
      [
        "animation",
        "Maestría en Diseño y Comunicación Visual, campo disciplinario Fotografía, Audiovisual, Multimedia y Animación",
        { duration: "4 semestres" },
      ],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";

/** Rows added on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "mx-ucol-negocios-2026-11-28",
      "Universidad de Colima, Facultad de Economía",
      "Licenciatura en Negocios Internacionales",
      "https://portal.ucol.mx/feconomia/LicNegocios.htm",
      ADDED_S26_ON,
    ),
    institutionPage(
      "mx-unison-comunicacion-2026-11-28",
      "Universidad de Sonora (Campus Hermosillo)",
      "Anuncia Unison nueva Maestría en Comunicación Estratégica",
      "https://campushermosillo.unison.mx/anuncia-unison-nueva-maestria-en-comunicacion-estrategica",
      ADDED_S26_ON,
    ),
    institutionPage(
      "mx-uaq-campus-2026-11-28",
      "Suplemento Campus",
      "Fortalece UAQ la formación integral a través de la narrativa animada (Licenciatura en Animación Digital y Medios Interactivos)",
      "https://suplementocampus.com/fortalece-uaq-la-formacion-integral-a-traves-de-la-narrativa-animada",
      ADDED_S26_ON,
    ),
    institutionPage(
      "mx-unisa-financiero-2026-11-28",
      "El Financiero",
      "¡Buenas noticias! Esta es la nueva Universidad de la Salud de la CDMX",
      "https://elfinanciero.com.mx/nacional/esta-es-la-nueva-universidad-de-la-salud-que-estara-en-la-cdmx",
      ADDED_S26_ON,
    ),
    institutionPage(
      "mx-unisa-sectei-2026-11-28",
      "Secretaría de Educación, Ciencia, Tecnología e Innovación de la Ciudad de México (SECTEI)",
      "Egresados de la UNISA reforzarán al sistema de salud de la Ciudad de México",
      "https://www.sectei.cdmx.gob.mx/comunicacion/nota/egresados-de-la-unisa-reforzaran-al-sistema-de-salud-de-la-ciudad-de-mexico",
      ADDED_S26_ON,
    ),
    institutionPage(
      "mx-buap-perfiles-2026-11-28",
      "Perfiles Educativos (IISUE-UNAM), on SciELO México",
      "La profesión del farmacéutico mexicano, una comparación internacional (author: student of the BUAP's Maestría en Farmacia)",
      "https://www.scielo.org.mx/scielo.php?script=sci_arttext&pid=S0185-26982019000300148&lng=en&nrm=iso&tlng=es",
      ADDED_S26_ON,
    ),
    institutionPage(
      "mx-ujat-iem-2026-11-28",
      "Documentop (copy of Investigación en Educación Médica, Facultad de Medicina, UNAM)",
      "Desempeño histórico de egresados de una universidad mexicana en el examen de residencias médicas, 2001-2013 (UJAT, Médico Cirujano)",
      "https://d.documentop.com/download/iem-portada-13-2015-scielo-mexico_59fa6b221723dd386241e135.html",
      ADDED_S26_ON,
    ),
    institutionPage(
      "mx-uas-mae-2026-11-28",
      "vdocumento (copy of the Universidad Autónoma de Sinaloa's guide)",
      "Maestría en Administración Estratégica: guía para la elaboración y desarrollo de tesis con orientación profesional",
      "https://vdocumento.com/gua-para-la-elaboracin-y-desarrollo-de-tesis-con-.html",
      ADDED_S26_ON,
    ),
    institutionPage(
      "mx-uabc-ma-2026-11-28",
      "pdfslide (copy of the Universidad Autónoma de Baja California's manual)",
      "Manual para el desarrollo y la elaboración del trabajo terminal en la Maestría en Administración (Facultad de Ciencias Administrativas)",
      "https://pdfslide.es/documents/manual-para-el-desarrollo-y-la-elaboracion-del-trabajo-para-el-desarr-mayor.html",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    {
      id: "mx-ucol",
      country: "MX",
      name: "Universidad de Colima",
      city: "Colima",
      kind: "public",
      website: "https://portal.ucol.mx",
      source: "mx-ucol-negocios-2026-11-28",
    },
    {
      id: "mx-unison",
      country: "MX",
      name: "Universidad de Sonora",
      city: "Hermosillo",
      kind: "public",
      source: "mx-unison-comunicacion-2026-11-28",
    },
    {
      id: "mx-unisa",
      country: "MX",
      name: "Universidad de la Salud (UNISA)",
      city: "Ciudad de México",
      kind: "public",
      source: "mx-unisa-sectei-2026-11-28",
    },
    {
      id: "mx-ujat",
      country: "MX",
      name: "Universidad Juárez Autónoma de Tabasco",
      city: "Villahermosa",
      kind: "public",
      source: "mx-ujat-iem-2026-11-28",
    },
    {
      id: "mx-uas",
      country: "MX",
      name: "Universidad Autónoma de Sinaloa",
      city: "Culiacán",
      kind: "public",
      source: "mx-uas-mae-2026-11-28",
    },
    {
      id: "mx-uabc",
      country: "MX",
      name: "Universidad Autónoma de Baja California",
      city: "Mexicali",
      kind: "public",
      source: "mx-uabc-ma-2026-11-28",
    },
  ],
  programs: [
    ...offered("mx-ucol", "bachelor", "mx-ucol-negocios-2026-11-28", [
      ["international-business", "Licenciatura en Negocios Internacionales", { duration: "8 semestres" }],
    ]),
    ...offered("mx-unison", "graduate", "mx-unison-comunicacion-2026-11-28", [
      ["public-relations", "Maestría en Comunicación Estratégica", { duration: "2 años" }],
    ]),
    ...offered("mx-unison", "bachelor", "mx-unison-comunicacion-2026-11-28", [
      ["communication-studies", "Licenciatura en Ciencias de la Comunicación"],
    ]),
    ...offered("mx-uaq", "bachelor", "mx-uaq-campus-2026-11-28", [
      ["animation", "Licenciatura en Animación Digital y Medios Interactivos"],
    ]),
    ...offered("mx-unisa", "bachelor", "mx-unisa-financiero-2026-11-28", [
      ["medicine", "Licenciatura en Medicina Familiar y Comunitaria"],
    ]),
    ...offered("mx-unisa", "bachelor", "mx-unisa-sectei-2026-11-28", [
      ["nursing", "Licenciatura en Enfermería Familiar y Comunitaria"],
    ]),
    ...offered("mx-buap", "graduate", "mx-buap-perfiles-2026-11-28", [["pharmacy", "Maestría en Farmacia"]]),
    ...offered("mx-ujat", "bachelor", "mx-ujat-iem-2026-11-28", [["medicine", "Médico Cirujano"]]),
    ...offered("mx-uas", "graduate", "mx-uas-mae-2026-11-28", [
      ["business-administration", "Maestría en Administración Estratégica"],
    ]),
    ...offered("mx-uabc", "graduate", "mx-uabc-ma-2026-11-28", [
      ["business-administration", "Maestría en Administración"],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "MX",
  sources: [...LISTED.sources],
  institutions: [...LISTED.institutions],
  programs: [
    // ---------------------------------------------------------------- public universities
    ...offered("mx-unam", "bachelor", "mx-unam-site", [
      ["medicine", "Médico Cirujano"],
      ["nursing", "Enfermería"],
      ["dentistry", "Cirujano Dentista"],
      ["physical-therapy", "Fisioterapia"],
      ["pharmacy", "Química Farmacéutico Biológica"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración"],
      ["accounting", "Contaduría"],
      ["international-business", "Negocios Internacionales"],
      ["actuarial-science", "Actuaría"],
      ["architecture", "Arquitectura"],
      ["urban-planning", "Urbanismo"],
      ["industrial-design", "Diseño Industrial"],
      ["graphic-design", "Diseño y Comunicación Visual"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica Electrónica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["telecommunications-engineering", "Ingeniería en Telecomunicaciones"],
      ["geology", "Ingeniería Geológica"],
      ["mining-engineering", "Ingeniería de Minas y Metalurgia"],
      ["petroleum-engineering", "Ingeniería Petrolera"],
      ["agricultural-engineering", "Ingeniería Agrícola"],
      ["computer-science", "Ciencias de la Computación"],
      ["data-science", "Ciencia de Datos"],
      ["biology", "Biología"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["chemistry", "Química"],
      ["environmental-science", "Ciencias Ambientales"],
      ["veterinary-medicine", "Medicina Veterinaria y Zootecnia"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["sociology", "Sociología"],
      ["political-science", "Ciencia Política"],
      ["public-administration", "Administración Pública"],
      ["international-relations", "Relaciones Internacionales"],
      ["communication-studies", "Ciencias de la Comunicación"],
      ["social-work", "Trabajo Social"],
      ["literature", "Lengua y Literaturas Hispánicas"],
      ["modern-languages", "Lengua y Literaturas Modernas"],
      ["english-teaching", "Enseñanza de Inglés como Lengua Extranjera"],
      ["library-science", "Bibliotecología y Estudios de la Información"],
      ["translation", "Traducción"],
      ["music", "Música"],
      ["music-education", "Educación Musical"],
      ["fine-arts", "Artes Visuales"],
      ["film", "Cinematografía"],
      ["theatre", "Literatura Dramática y Teatro"],
    ]),
    ...offered("mx-unam", "graduate", "mx-unam-site", [
      ["business-administration", "Maestría en Administración", { duration: "2 años" }],
      ["finance", "Maestría en Finanzas", { duration: "2 años" }],
      ["economics", "Maestría en Economía", { duration: "2 años" }],
      ["social-work", "Maestría en Trabajo Social", { duration: "2 años" }],
      ["international-relations", "Maestría en Relaciones Internacionales", { duration: "2 años" }],
      ["political-science", "Maestría en Estudios Políticos y Sociales", { duration: "2 años" }],
      ["urban-planning", "Maestría en Urbanismo", { duration: "2 años" }],
      ["library-science", "Maestría en Bibliotecología y Estudios de la Información", { duration: "2 años" }],
      ["communication-studies", "Maestría en Comunicación", { duration: "2 años" }],
      ["english-teaching", "Maestría en Lingüística Aplicada", { duration: "2 años" }],
      ["environmental-science", "Maestría en Ciencias de la Sostenibilidad", { duration: "2 años" }],
      ["environmental-engineering", "Maestría en Ingeniería (Ambiental)", { duration: "2 años" }],
      ["international-business", "Maestría en Negocios Internacionales", { duration: "2 años" }],
      ["health-services-administration", "Maestría en Administración de Sistemas de Salud", { duration: "2 años" }],
      [
        "mathematics-teaching",
        "Maestría en Docencia para la Educación Media Superior (Matemáticas)",
        { duration: "2 años" },
      ],
    ]),
    ...offered("mx-ipn", "bachelor", "mx-ipn-site", [
      ["medicine", "Médico Cirujano y Partero"],
      ["nursing", "Licenciatura en Enfermería"],
      ["civil-engineering", "Ingeniería Civil"],
      ["architecture", "Ingeniero Arquitecto"],
      ["geology", "Ingeniería Geológica"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería en Comunicaciones y Electrónica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["chemical-engineering", "Ingeniería Química Industrial"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["aerospace-engineering", "Ingeniería en Aeronáutica"],
      ["petroleum-engineering", "Ingeniería Petrolera"],
      ["information-systems", "Ingeniería en Sistemas Computacionales"],
      ["data-science", "Licenciatura en Ciencia de Datos"],
      ["accounting", "Contador Público"],
      ["international-business", "Licenciatura en Negocios Internacionales"],
      ["economics", "Licenciatura en Economía"],
      ["biotechnology", "Ingeniería Biotecnológica"],
      ["food-engineering", "Ingeniería en Alimentos"],
      ["pharmacy", "Químico Farmacéutico Industrial"],
      ["biology", "Biólogo"],
      ["tourism", "Licenciatura en Turismo"],
      ["environmental-engineering", "Ingeniería Ambiental"],
    ]),
    ...offered("mx-ipn", "graduate", "mx-ipn-site", [
      [
        "mathematics-teaching",
        "Maestría en Ciencias en Matemática Educativa (CICATA)",
        { duration: "2 años", modality: "distance" },
      ],
      ["cybersecurity", "Maestría en Ingeniería en Seguridad y Tecnologías de la Información", { duration: "2 años" }],
      ["industrial-engineering", "Maestría en Ingeniería Industrial (UPIICSA)", { duration: "2 años" }],
      ["tourism", "Maestría en Administración e Innovación del Turismo (EST)", { duration: "2 años" }],
      [
        "environmental-science",
        "Maestría en Ciencias en Estudios Ambientales y de la Sustentabilidad (CIIEMAD)",
        { duration: "2 años" },
      ],
    ]),
    ...offered("mx-uam", "graduate", "mx-uam-site", [
      ["environmental-engineering", "Maestría en Ciencias e Ingeniería Ambientales", { duration: "2 años" }],
    ]),
    ...offered("mx-uam", "bachelor", "mx-uam-site", [
      ["biology", "Biología"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["anthropology", "Antropología Social"],
      ["sociology", "Sociología"],
      ["psychology", "Psicología"],
      ["economics", "Economía"],
      ["business-administration", "Administración"],
      ["political-science", "Ciencia Política"],
      ["philosophy", "Filosofía"],
      ["nutrition", "Nutrición Humana"],
      ["veterinary-medicine", "Medicina Veterinaria y Zootecnia"],
      ["agronomy", "Agronomía"],
      ["architecture", "Arquitectura"],
      ["graphic-design", "Diseño de la Comunicación Gráfica"],
      ["urban-planning", "Planeación Territorial"],
      ["communication-studies", "Comunicación Social"],
      ["mathematics", "Matemáticas"],
      ["physics", "Física"],
      ["chemistry", "Química"],
    ]),
    ...offered("mx-udg", "bachelor", "mx-udg-site", [
      ["medicine", "Médico Cirujano y Partero"],
      ["nursing", "Licenciatura en Enfermería"],
      ["dentistry", "Cirujano Dentista"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Abogado"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["physical-therapy", "Licenciatura en Fisioterapia"],
      ["sports-science", "Licenciatura en Cultura Física y Deportes"],
      ["accounting", "Licenciatura en Contaduría Pública"],
      ["business-administration", "Licenciatura en Administración"],
      ["finance", "Licenciatura en Administración Financiera y Sistemas"],
      ["human-resources", "Licenciatura en Recursos Humanos"],
      ["economics", "Licenciatura en Economía"],
      ["marketing", "Licenciatura en Mercadotecnia"],
      ["tourism", "Licenciatura en Turismo"],
      ["international-business", "Licenciatura en Negocios Internacionales"],
      ["public-administration", "Licenciatura en Administración Gubernamental y Políticas Públicas"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["political-science", "Licenciatura en Estudios Políticos y Gobierno"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["urban-planning", "Licenciatura en Urbanismo y Medio Ambiente"],
      ["graphic-design", "Licenciatura en Diseño para la Comunicación Gráfica"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["chemical-engineering", "Ingeniería Química"],
      ["computer-science", "Ingeniería en Computación"],
      ["agronomy", "Ingeniero Agrónomo"],
      ["veterinary-medicine", "Medicina Veterinaria y Zootecnia"],
      ["biology", "Licenciatura en Biología"],
      ["physics", "Licenciatura en Física"],
      ["mathematics", "Licenciatura en Matemáticas"],
      ["chemistry", "Licenciatura en Química"],
      ["history", "Licenciatura en Historia"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["sociology", "Licenciatura en Sociología"],
      ["anthropology", "Licenciatura en Antropología"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["literature", "Licenciatura en Letras Hispánicas"],
      ["english-teaching", "Licenciatura en Docencia del Inglés como Lengua Extranjera"],
      ["music", "Licenciatura en Música"],
      ["fine-arts", "Licenciatura en Artes Visuales"],
      ["journalism", "Licenciatura en Periodismo"],
      ["communication-studies", "Licenciatura en Comunicación Pública"],
      ["cultural-management", "Licenciatura en Gestión Cultural", { modality: "distance" }],
    ]),
    ...offered("mx-udg", "graduate", "mx-udg-site", [
      ["business-administration", "Maestría en Administración de Negocios", { duration: "2 años" }],
      ["english-teaching", "Maestría en Enseñanza del Inglés como Lengua Extranjera", { duration: "2 años" }],
      [
        "cultural-management",
        "Maestría en Gestión y Desarrollo Cultural",
        { duration: "2 años", modality: "distance" },
      ],
    ]),
    ...offered("mx-uanl", "bachelor", "mx-uanl-site", [
      ["medicine", "Médico Cirujano y Partero"],
      ["nursing", "Licenciado en Enfermería"],
      ["dentistry", "Cirujano Dentista"],
      ["psychology", "Licenciado en Psicología"],
      ["law", "Licenciado en Derecho"],
      ["nutrition", "Licenciado en Nutrición"],
      ["pharmacy", "Químico Farmacéutico Biólogo"],
      ["accounting", "Contador Público"],
      ["business-administration", "Licenciado en Administración"],
      ["economics", "Licenciado en Economía"],
      ["actuarial-science", "Licenciado en Actuaría"],
      ["mathematics", "Licenciado en Matemáticas"],
      ["physics", "Licenciado en Física"],
      ["architecture", "Arquitecto"],
      ["graphic-design", "Licenciado en Diseño Gráfico"],
      ["civil-engineering", "Ingeniero Civil"],
      ["mechanical-engineering", "Ingeniero Mecánico Electricista"],
      ["chemical-engineering", "Ingeniero Químico"],
      ["aerospace-engineering", "Ingeniero en Aeronáutica"],
      ["geology", "Ingeniero Geólogo"],
      ["biology", "Licenciado en Biología"],
      ["veterinary-medicine", "Médico Veterinario Zootecnista"],
      ["agronomy", "Ingeniero Agrónomo"],
      ["sports-science", "Licenciado en Ciencias del Ejercicio"],
      ["social-work", "Licenciado en Trabajo Social y Desarrollo Humano"],
      ["political-science", "Licenciado en Ciencias Políticas y Administración Pública"],
      ["public-administration", "Licenciado en Ciencias Políticas y Administración Pública"],
      ["communication-studies", "Licenciado en Ciencias de la Comunicación"],
      ["music", "Licenciado en Música"],
    ]),
    ...offered("mx-uanl", "graduate", "mx-uanl-site", [
      ["social-work", "Maestría en Trabajo Social", { duration: "2 años" }],
    ]),
    ...offered("mx-buap", "bachelor", "mx-buap-site", [
      ["medicine", "Licenciatura en Medicina"],
      ["law", "Licenciatura en Derecho"],
      ["psychology", "Licenciatura en Psicología"],
      ["actuarial-science", "Licenciatura en Actuaría"],
      ["mathematics", "Licenciatura en Matemáticas"],
      ["physics", "Licenciatura en Física"],
      ["computer-science", "Licenciatura en Ciencias de la Computación"],
      ["english-teaching", "Licenciatura en la Enseñanza del Inglés"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["accounting", "Licenciatura en Contaduría Pública"],
      ["economics", "Licenciatura en Economía"],
      ["physical-education", "Licenciatura en Cultura Física"],
    ]),
    ...offered("mx-uv", "bachelor", "mx-uv-site", [
      ["medicine", "Médico Cirujano"],
      ["nursing", "Licenciatura en Enfermería"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["statistics", "Licenciatura en Estadística"],
      ["mathematics", "Licenciatura en Matemáticas"],
      ["modern-languages", "Licenciatura en Lengua Inglesa"],
      ["english-teaching", "Licenciatura en Lengua Inglesa"],
      ["anthropology", "Licenciatura en Antropología Social"],
      ["music-education", "Licenciatura en Educación Musical"],
      ["music", "Licenciatura en Música"],
      ["theatre", "Licenciatura en Teatro"],
      ["sociology", "Licenciatura en Sociología"],
      ["biology", "Licenciatura en Biología"],
      ["agronomy", "Ingeniero Agrónomo"],
    ]),
    ...offered("mx-uady", "bachelor", "mx-uady-site", [
      ["medicine", "Médico Cirujano"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["anthropology", "Licenciatura en Antropología Social"],
      ["mathematics", "Licenciatura en Matemáticas"],
      ["actuarial-science", "Licenciatura en Actuaría"],
      ["mathematics-teaching", "Licenciatura en Enseñanza de las Matemáticas"],
      ["software-engineering", "Licenciatura en Ingeniería de Software"],
      ["computer-science", "Licenciatura en Ciencias de la Computación"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["veterinary-medicine", "Medicina Veterinaria y Zootecnia"],
    ]),
    ...offered("mx-uaq", "bachelor", "mx-uaq-site", [
      ["law", "Licenciatura en Derecho"],
      ["psychology", "Licenciatura en Psicología"],
      ["modern-languages", "Licenciatura en Lenguas Modernas en Inglés"],
      ["software-engineering", "Ingeniería de Software"],
      ["civil-engineering", "Ingeniería Civil"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["medicine", "Médico General"],
    ]),
    ...offered("mx-uaemex", "bachelor", "mx-uaemex-site", [
      ["medicine", "Médico Cirujano"],
      ["physical-therapy", "Licenciatura en Terapia Física"],
      ["occupational-therapy", "Licenciatura en Terapia Ocupacional"],
      ["speech-therapy", "Licenciatura en Terapia del Lenguaje"],
      ["tourism", "Licenciatura en Turismo"],
      ["library-science", "Licenciatura en Ciencias de la Información Documental"],
      ["law", "Licenciatura en Derecho"],
      ["psychology", "Licenciatura en Psicología"],
    ]),
    ...offered("mx-uaemex", "graduate", "mx-uaemex-site", [
      ["tourism", "Maestría en Estudios Turísticos", { duration: "2 años" }],
    ]),
    ...offered("mx-uaaan", "bachelor", "mx-uaaan-site", [
      ["agronomy", "Ingeniero Agrónomo"],
      ["animal-science", "Ingeniero Agrónomo Zootecnista"],
    ]),
    ...offered("mx-chapingo", "bachelor", "mx-chapingo-site", [
      ["agronomy", "Ingeniero Agrónomo Especialista en Fitotecnia"],
      ["animal-science", "Ingeniero Agrónomo Especialista en Zootecnia"],
      ["forestry-engineering", "Ingeniero Forestal"],
      ["agricultural-engineering", "Ingeniero Mecánico Agrícola"],
      ["food-engineering", "Ingeniero Agroindustrial"],
      ["statistics", "Licenciatura en Estadística"],
    ]),
    ...offered("mx-tecnm", "bachelor", "mx-tecnm-site", [
      ["industrial-engineering", "Ingeniería Industrial"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["civil-engineering", "Ingeniería Civil"],
      ["information-systems", "Ingeniería en Sistemas Computacionales"],
      ["business-administration", "Ingeniería en Gestión Empresarial"],
      ["accounting", "Contador Público"],
      ["logistics", "Ingeniería en Logística"],
      ["architecture", "Arquitectura"],
      ["agronomy", "Ingeniería en Agronomía"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["food-engineering", "Ingeniería en Industrias Alimentarias"],
      ["aerospace-engineering", "Ingeniería Aeronáutica"],
      ["petroleum-engineering", "Ingeniería Petrolera"],
    ]),
    ...offered("mx-tecnm", "graduate", "mx-tecnm-site", [
      ["industrial-engineering", "Maestría en Ingeniería Industrial", { duration: "2 años" }],
      ["business-administration", "Maestría en Administración", { duration: "2 años" }],
      ["information-systems", "Maestría en Sistemas Computacionales", { duration: "2 años" }],
    ]),
    // ---------------------------------------------------------------- public schools and centres
    ...offered("mx-enah", "bachelor", "mx-enah-site", [
      ["anthropology", "Licenciatura en Antropología Social"],
      ["history", "Licenciatura en Historia"],
    ]),
    ...offered("mx-enba", "bachelor", "mx-enba-site", [["library-science", "Licenciatura en Biblioteconomía"]]),
    ...offered("mx-benm", "bachelor", "mx-benm-site", [
      ["primary-education", "Licenciatura en Educación Primaria", { duration: "4 años" }],
    ]),
    ...offered("mx-benmjn", "bachelor", "mx-benmjn-site", [
      ["early-childhood-education", "Licenciatura en Educación Preescolar", { duration: "4 años" }],
    ]),
    ...offered("mx-ensm", "bachelor", "mx-ensm-site", [
      [
        "english-teaching",
        "Licenciatura en Enseñanza y Aprendizaje del Inglés en Educación Secundaria",
        { duration: "4 años" },
      ],
      [
        "mathematics-teaching",
        "Licenciatura en Enseñanza y Aprendizaje de las Matemáticas en Educación Secundaria",
        { duration: "4 años" },
      ],
    ]),
    ...offered("mx-benv", "bachelor", "mx-benv-site", [
      ["early-childhood-education", "Licenciatura en Educación Preescolar", { duration: "4 años" }],
      ["primary-education", "Licenciatura en Educación Primaria", { duration: "4 años" }],
    ]),
    ...offered("mx-ene", "bachelor", "mx-ene-site", [
      ["special-education", "Licenciatura en Inclusión Educativa", { duration: "4 años" }],
    ]),
    ...offered("mx-esef", "bachelor", "mx-esef-site", [
      ["physical-education", "Licenciatura en Educación Física", { duration: "4 años" }],
    ]),
    ...offered("mx-colmex", "bachelor", "mx-colmex-site", [
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["political-science", "Licenciatura en Política y Administración Pública"],
    ]),
    ...offered("mx-colmex", "graduate", "mx-colmex-site", [
      ["economics", "Maestría en Economía", { duration: "2 años" }],
      ["urban-planning", "Maestría en Estudios Urbanos", { duration: "2 años" }],
      ["translation", "Maestría en Traducción", { duration: "2 años" }],
    ]),
    ...offered("mx-cide", "bachelor", "mx-cide-site", [
      ["economics", "Licenciatura en Economía"],
      ["political-science", "Licenciatura en Ciencia Política y Relaciones Internacionales"],
    ]),
    ...offered("mx-cide", "graduate", "mx-cide-site", [
      ["economics", "Maestría en Economía", { duration: "2 años" }],
      ["public-administration", "Maestría en Administración y Políticas Públicas", { duration: "2 años" }],
      ["political-science", "Maestría en Ciencia Política", { duration: "2 años" }],
    ]),
    ...offered("mx-cinvestav", "graduate", "mx-cinvestav-site", [
      ["mathematics-teaching", "Maestría en Ciencias en Matemática Educativa", { duration: "2 años" }],
    ]),
    ...offered("mx-cimat", "graduate", "mx-cimat-site", [
      ["statistics", "Maestría en Probabilidad y Estadística", { duration: "2 años" }],
      ["software-engineering", "Maestría en Ingeniería de Software", { duration: "2 años" }],
    ]),
    ...offered("mx-colpos", "graduate", "mx-colpos-site", [
      ["statistics", "Maestría en Ciencias en Estadística", { duration: "2 años" }],
    ]),
    ...offered("mx-infotec", "graduate", "mx-infotec-site", [
      ["data-science", "Maestría en Ciencia de Datos e Información", { duration: "2 años" }],
    ]),
    ...offered("mx-insp", "graduate", "mx-insp-site", [
      [
        "health-services-administration",
        "Maestría en Salud Pública con área de concentración en Administración en Salud",
        { duration: "2 años" },
      ],
    ]),
    ...offered("mx-inacipe", "graduate", "mx-inacipe-site", [
      ["criminology", "Maestría en Criminología y Política Criminal", { duration: "2 años" }],
    ]),
    // ---------------------------------------------------------------- technical
    ...atSecondarySchool(
      offered("mx-conalep", "technical", "mx-conalep-site", [
        ["nursing-technician", "Profesional Técnico Bachiller en Enfermería General", { duration: "3 años" }],
        ["accounting-technician", "Profesional Técnico Bachiller en Contabilidad", { duration: "3 años" }],
        ["executive-assistant", "Profesional Técnico Bachiller en Asistente Directivo", { duration: "3 años" }],
        [
          "refrigeration-air-conditioning",
          "Profesional Técnico Bachiller en Refrigeración y Climatización",
          { duration: "3 años" },
        ],
        ["mechatronics-technician", "Profesional Técnico Bachiller en Mecatrónica", { duration: "3 años" }],
        ["electrical-technician", "Profesional Técnico Bachiller en Electricidad Industrial", { duration: "3 años" }],
        ["electronics-technician", "Profesional Técnico Bachiller en Electrónica Industrial", { duration: "3 años" }],
        [
          "industrial-maintenance",
          "Profesional Técnico Bachiller en Mantenimiento de Sistemas Automáticos",
          { duration: "3 años" },
        ],
        ["automotive-mechanics", "Profesional Técnico Bachiller en Mantenimiento Automotriz", { duration: "3 años" }],
        [
          "it-support-technician",
          "Profesional Técnico Bachiller en Soporte y Mantenimiento de Equipo de Cómputo",
          { duration: "3 años" },
        ],
        ["programming-technician", "Profesional Técnico Bachiller en Informática", { duration: "3 años" }],
        ["construction-technician", "Profesional Técnico Bachiller en Construcción", { duration: "3 años" }],
        ["culinary-arts", "Profesional Técnico Bachiller en Alimentos y Bebidas", { duration: "3 años" }],
        [
          "aircraft-maintenance",
          "Profesional Técnico Bachiller en Mantenimiento de Motores y Planeadores",
          { duration: "3 años" },
        ],
      ]),
    ),
    ...atSecondarySchool(
      offered("mx-ipn", "technical", "mx-ipn-site", [
        // Nivel medio superior (CECyT): bachillerato bivalente con carrera técnica, 3 años.
        ["programming-technician", "Técnico en Programación", { duration: "3 años" }],
        ["network-technician", "Técnico en Redes de Cómputo", { duration: "3 años" }],
        ["automotive-mechanics", "Técnico en Sistemas Automotrices", { duration: "3 años" }],
        ["electrical-technician", "Técnico en Instalaciones y Mantenimiento Eléctricos", { duration: "3 años" }],
        ["construction-technician", "Técnico en Construcción", { duration: "3 años" }],
        ["laboratory-technician", "Técnico Laboratorista Clínico", { duration: "3 años" }],
        ["nursing-technician", "Técnico en Enfermería", { duration: "3 años" }],
        ["accounting-technician", "Técnico en Contaduría", { duration: "3 años" }],
        ["foreign-trade-customs", "Técnico en Comercio Internacional", { duration: "3 años" }],
      ]),
    ),
    ...atSecondarySchool(
      offered("mx-dgeti", "technical", "mx-dgeti-site", [
        // Bachillerato tecnológico (CBTis, CETis): bachillerato con carrera técnica, 3 años.
        ["it-support-technician", "Técnico en Soporte y Mantenimiento de Equipo de Cómputo", { duration: "3 años" }],
        ["programming-technician", "Técnico en Programación", { duration: "3 años" }],
        ["accounting-technician", "Técnico en Contabilidad", { duration: "3 años" }],
        ["electrical-technician", "Técnico en Electricidad", { duration: "3 años" }],
        ["electronics-technician", "Técnico en Electrónica", { duration: "3 años" }],
        ["mechatronics-technician", "Técnico en Mecatrónica", { duration: "3 años" }],
        ["automotive-mechanics", "Técnico en Mantenimiento Automotriz", { duration: "3 años" }],
        ["construction-technician", "Técnico en Construcción", { duration: "3 años" }],
        ["laboratory-technician", "Técnico Laboratorista Clínico", { duration: "3 años" }],
        ["culinary-arts", "Técnico en Preparación de Alimentos y Bebidas", { duration: "3 años" }],
      ]),
    ),
    ...offered("mx-utcancun", "technical", "mx-utcancun-site", [
      ["culinary-arts", "TSU en Gastronomía", { duration: "2 años" }],
    ]),
    ...offered("mx-uteq", "technical", "mx-uteq-site", [
      ["industrial-maintenance", "TSU en Mantenimiento Área Industrial", { duration: "2 años" }],
      ["mechatronics-technician", "TSU en Mecatrónica Área Automatización", { duration: "2 años" }],
      [
        "programming-technician",
        "TSU en Tecnologías de la Información Área Desarrollo de Software Multiplataforma",
        { duration: "2 años" },
      ],
      [
        "network-technician",
        "TSU en Tecnologías de la Información Área Infraestructura de Redes Digitales",
        { duration: "2 años" },
      ],
    ]),
    // ---------------------------------------------------------------- private universities
    ...offered("mx-tec", "bachelor", "mx-tec-site", [
      ["medicine", "Médico Cirujano"],
      ["psychology", "Licenciatura en Psicología Clínica y de la Salud"],
      ["law", "Licenciatura en Derecho"],
      ["architecture", "Arquitectura"],
      ["economics", "Licenciatura en Economía"],
      ["finance", "Licenciatura en Finanzas"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["marketing", "Licenciatura en Mercadotecnia"],
      ["accounting", "Licenciatura en Contaduría Pública y Finanzas"],
      ["international-business", "Licenciatura en Negocios Internacionales"],
      ["animation", "Licenciatura en Animación y Arte Digital"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["nutrition", "Licenciatura en Nutrición y Bienestar Integral"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechatronics-engineering", "Ingeniería en Mecatrónica"],
      ["industrial-engineering", "Ingeniería Industrial y de Sistemas"],
      ["data-science", "Ingeniería en Ciencia de Datos y Matemáticas"],
      ["computer-science", "Ingeniería en Tecnologías Computacionales"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["biotechnology", "Ingeniería en Biotecnología"],
      ["chemical-engineering", "Ingeniería Química"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
    ]),
    ...offered("mx-tec", "graduate", "mx-tec-site", [
      ["business-administration", "MBA (EGADE Business School)", { duration: "2 años" }],
      ["finance", "Maestría en Finanzas (EGADE Business School)", { duration: "2 años" }],
      ["public-administration", "Maestría en Administración Pública y Política Pública", { duration: "2 años" }],
      ["cybersecurity", "Maestría en Ciberseguridad", { duration: "2 años", modality: "distance" }],
      ["biotechnology", "Maestría en Biotecnología", { duration: "2 años" }],
    ]),
    ...offered("mx-ibero", "bachelor", "mx-ibero-site", [
      ["law", "Licenciatura en Derecho"],
      ["psychology", "Licenciatura en Psicología"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["industrial-design", "Licenciatura en Diseño Industrial"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["textile-design", "Licenciatura en Diseño Textil"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["economics", "Licenciatura en Economía"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["marketing", "Licenciatura en Mercadotecnia"],
      ["hotel-management", "Licenciatura en Administración de la Hospitalidad"],
      ["nutrition", "Licenciatura en Nutrición y Ciencia de los Alimentos"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["history", "Licenciatura en Historia"],
      ["literature", "Licenciatura en Literatura Latinoamericana"],
      ["theology", "Licenciatura en Ciencias Teológicas"],
      ["political-science", "Licenciatura en Ciencias Políticas y Administración Pública"],
      ["public-administration", "Licenciatura en Ciencias Políticas y Administración Pública"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["chemical-engineering", "Ingeniería Química"],
    ]),
    ...offered("mx-ibero", "graduate", "mx-ibero-site", [
      ["communication-studies", "Maestría en Comunicación", { duration: "2 años" }],
      // Desarrollo Humano: the person-centred counselling tradition in Mexico (Rogers), open to graduates of any field.
      ["counselling", "Maestría en Desarrollo Humano", { duration: "2 años" }],
    ]),
    ...offered("mx-itam", "bachelor", "mx-itam-site", [
      ["economics", "Licenciatura en Economía"],
      ["actuarial-science", "Licenciatura en Actuaría"],
      ["accounting", "Licenciatura en Contaduría Pública y Estrategia Financiera"],
      ["finance", "Licenciatura en Dirección Financiera"],
      ["business-administration", "Licenciatura en Administración"],
      ["data-science", "Licenciatura en Ciencia de Datos"],
      ["mathematics", "Licenciatura en Matemáticas Aplicadas"],
      ["computer-science", "Ingeniería en Computación"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["political-science", "Licenciatura en Ciencia Política"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["law", "Licenciatura en Derecho"],
    ]),
    ...offered("mx-itam", "graduate", "mx-itam-site", [
      ["business-administration", "Maestría en Administración (MBA)", { duration: "2 años" }],
      ["finance", "Maestría en Finanzas", { duration: "2 años" }],
      ["economics", "Maestría en Teoría Económica", { duration: "2 años" }],
      ["data-science", "Maestría en Ciencia de Datos", { duration: "2 años" }],
      ["information-systems", "Maestría en Tecnologías de Información y Administración", { duration: "2 años" }],
      ["public-administration", "Maestría en Políticas Públicas", { duration: "2 años" }],
    ]),
    ...offered("mx-udlap", "bachelor", "mx-udlap-site", [
      ["actuarial-science", "Licenciatura en Actuaría"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["marketing", "Licenciatura en Mercadotecnia"],
      ["communication-studies", "Licenciatura en Ciencias de la Comunicación"],
    ]),
    ...offered("mx-udlap", "graduate", "mx-udlap-site", [
      ["industrial-engineering", "Maestría en Ingeniería Industrial", { duration: "2 años" }],
    ]),
    ...offered("mx-anahuac", "bachelor", "mx-anahuac-site", [
      ["actuarial-science", "Licenciatura en Actuaría"],
      ["hotel-management", "Licenciatura en Dirección Internacional de Hoteles"],
      ["medicine", "Médico Cirujano"],
      ["law", "Licenciatura en Derecho"],
      ["psychology", "Licenciatura en Psicología"],
      ["communication-studies", "Licenciatura en Comunicación"],
    ]),
    ...offered("mx-anahuac", "graduate", "mx-anahuac-site", [
      [
        "health-services-administration",
        "Maestría en Administración de Instituciones de Salud",
        { duration: "2 años" },
      ],
    ]),
    ...offered("mx-iteso", "bachelor", "mx-iteso-site", [
      ["cultural-management", "Licenciatura en Gestión Cultural"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["communication-studies", "Licenciatura en Ciencias de la Comunicación"],
    ]),
    ...offered("mx-ipade", "graduate", "mx-ipade-site", [
      ["business-administration", "Maestría en Dirección de Empresas (MBA)", { duration: "2 años" }],
    ]),
    ...offered("mx-septien", "bachelor", "mx-septien-site", [["journalism", "Licenciatura en Periodismo"]]),
    ...offered("mx-upm", "bachelor", "mx-upm-site", [["theology", "Licenciatura en Teología"]]),
    ...offered("mx-isit", "bachelor", "mx-isit-site", [["translation", "Licenciatura en Traducción"]]),
  ],
};

/** Session 27's verification pass (2026-11-28): earlier rows re-read on stored pages (see the header). */
const VERIFIED_S27_ON = "2026-11-28";

const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "mx-uv-musica-s27",
      "Universidad Veracruzana",
      "Prensa UV: alumnos de la Facultad de Música imparten talleres en centros comunitarios de Xalapa (3 de julio de 2025)",
      "https://www.uv.mx/prensa/tag/colonia-arroyo-blanco",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-uv-educacion-musical-s27",
      "Crónica del Poder",
      "Estudiantes y academia distinguen a la Facultad de Música: Julieta González (20 de febrero de 2020)",
      "https://cronicadelpoder.com/2020/02/20/estudiantes-y-academia-distinguen-a-la-facultad-de-musica-julieta-gonzalez",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-udg-musica-s27",
      "Universidad de Guadalajara (Gaceta UdeG)",
      "Escuela de Música de la UdeG, 72 años de formar a artistas sonoros",
      "https://gaceta.udg.mx/escuela-de-musica-de-la-udeg-72-anos-de-formar-a-artistas-sonoros",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-unam-educacion-musical-s27",
      "Consejo para la Acreditación de la Educación Superior de las Artes (CAESA), copia en vdocuments",
      "Informe de evaluación con fines de acreditación: Licenciatura en Música - Educación Musical, Facultad de Música, UNAM (evaluación 2017)",
      "https://vdocuments.co/licenciatura-en-msica-educacin-musical.html",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-unam-ingenieria-s27",
      "Universidad Nacional Autónoma de México, Facultad de Ingeniería",
      "Mechatronics Engineering (admission from the degrees of Mechanical, Industrial, Computer and Electrical and Electronic Engineering)",
      "https://www.ingenieria.unam.mx/EN/mechatronic_engineering.php",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-tecnm-mecanica-s27",
      "Asociación Nacional de Facultades y Escuelas de Ingeniería (ANFEI), Revista",
      "Efectos benéficos inmediatos del proceso de autoevaluación rumbo a la acreditación (Ingeniería Mecánica, Instituto Tecnológico de Mazatlán)",
      "https://anfei.mx/revista/index.php/revista/article/view/194/669",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-uanl-ime-s27",
      "Identidad NL",
      "Generación de FIME celebra los Dorados 50",
      "https://identidadnl.com/generacion-de-fime-celebra-los-dorados-50",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-unam-mvz-s27",
      "Grilla en el Poder (hemeroteca)",
      "La FMVZ de la UNAM, una de las mejores del mundo",
      "https://grillaenelpoder.com/hemeroteca/index.php/secciones/cultura/la-fmvz-de-la-unam-una-de-las-mejores-del-mundo",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-udg-mvz-s27",
      "Universidad de Guadalajara (Gaceta UdeG)",
      "Más infraestructura para Veterinaria (Centro Universitario de los Altos)",
      "https://www.gaceta.udg.mx/Mas-infraestructura-para-Veterinaria/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-uanl-mvz-s27",
      "Universidad Autónoma de Nuevo León (Vida Universitaria)",
      "Mi día en la uni: un estudiante de sexto semestre de la Facultad de Medicina Veterinaria y Zootecnia",
      "https://vidauniversitaria.uanl.mx/mi-dia-en-la-uni-5/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-uam-mvz-s27",
      "Universidad Autónoma Metropolitana, Unidad Xochimilco (Boletín Cauce)",
      "Reconocen trayectorias exitosas de Médicos Veterinarios Zootecnistas, Generación 1976-1980 (4 de agosto de 2025)",
      "https://cauce.xoc.uam.mx/2025/08/04/reconocen-trayectorias-exitosas-de-medicos-veterinarios-zootecnistas-generacion-1976-1980",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-unam-ciencia-politica-s27",
      "Universidad Nacional Autónoma de México (Estudios Políticos, FCPyS), copia en Scribd",
      "Diagnóstico de la opción Ciencia Política de la Licenciatura en Ciencias Políticas y Administración Pública de la FCPyS de la UNAM (Estudios Políticos, núm. 33, 2014)",
      "https://es.scribd.com/document/515628304/426439554001",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-unam-administracion-publica-s27",
      "Universidad Nacional Autónoma de México, Facultad de Ciencias Políticas y Sociales (copia en Scribd)",
      "Descripción sintética del plan de estudios: Licenciatura en Ciencia Política y Administración Pública, SUAyED, área Administración Pública (aprobado el 7 de junio de 2017)",
      "https://de.scribd.com/document/398661489/Ciencpol-Sua",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-unam-trabajo-social-s27",
      "Universidad Nacional Autónoma de México (Gaceta UNAM)",
      "Cumple medio siglo la licenciatura en Trabajo Social",
      "https://www.gaceta.unam.mx/cumple-medio-siglo-la-licenciatura-en-trabajo-social/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-uanl-trabajo-social-s27",
      "Universidad Autónoma de Nuevo León",
      "Trabajo Social UANL: 50 años de compromiso con el bienestar ciudadano",
      "https://uanl.mx/noticias/trabajo-social-uanl-50-anos-de-compromiso-con-el-bienestar-ciudadano",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-uam-nutricion-s27",
      "Universidad Autónoma Metropolitana, Unidad Xochimilco (informe de servicio social, copia en Studenta)",
      "Licenciatura en Nutrición Humana: informe final de servicio social (mayo 2018 - mayo 2019)",
      "https://es.studenta.com/content/133630458/cbs-1972909",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-ibero-nutricion-s27",
      "Universidad Iberoamericana Ciudad de México (IBERO Prensa)",
      "Licenciatura en Nutrición, 50 años de trabajo en favor de la sociedad (7 de septiembre de 2022)",
      "https://ibero.mx/prensa/licenciatura-en-nutricion-50-anos-de-trabajo-en-favor-de-la-sociedad?page=1",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-buap-matematicas-s27",
      "Benemérita Universidad Autónoma de Puebla (Boletín BUAP)",
      "Medio siglo de formar matemáticos: aniversario de la Licenciatura en Matemáticas de la Facultad de Ciencias Físico Matemáticas",
      "https://boletin.buap.mx/node/3230",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-itam-matematicas-s27",
      "Mundo ITAM",
      "«Me gusta enseñar bien las matemáticas, mostrarlas atractivas y accesibles, pero sin trivializarlas» (20 de diciembre de 2012)",
      "https://mundoitam.com/2012/12/20/me-gusta-ensenar-bien-las-matematicas-mostrarlas-atractivas-y-accesibles-pero-sin-trivializarlas/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-unam-matematicas-s27",
      "Universidad Nacional Autónoma de México, Instituto de Matemáticas",
      "La carrera de matemáticas (historia de las matemáticas en México en el siglo XX)",
      "https://paginas.matem.unam.mx/matematicos/historia/matematicas-en-el-siglo-xx/la-carrera-de-matematicas",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-buap-cultura-fisica-s27",
      "La Opinión de Puebla",
      "Innovar y dotar de las mejores herramientas a los estudiantes, misión de la BUAP: Esparza (re-acreditación de la Licenciatura en Cultura Física)",
      "https://www.laopinionpuebla.com/innovar-y-dotar-de-las-mejores-herramientas-a-los-estudiantes-mision-de-la-buap-esparza/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-esef-s27",
      "El Universal",
      "ESEF, sinónimo de carencia",
      "https://archivo.eluniversal.com.mx/deportes/31920.html",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-cecati-s27",
      "Crónica del Poder (Agencia Imagen del Golfo)",
      "Abren especialidades en hotelería en Veracruz (CECATI 42, 31 de agosto de 2016)",
      "https://cronicadelpoder.com/2016/08/31/abren-especialidades-en-hoteleria-en-veracruz/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "mx-uanl-musica-s27",
      "Revista Iberoamericana para la Investigación y el Desarrollo Educativo (RIDE)",
      "Festival Internacional de Música Mexicana, un espacio enriquecedor en la educación musical de México (Facultad de Música, UANL)",
      "https://www.ride.org.mx/index.php/RIDE/article/download/288/1366?inline=1",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "mx-unam",
      career: "music-education",
      level: "bachelor",
      name: "Educación Musical",
      source: "mx-unam-educacion-musical-s27",
      set: { name: "Licenciatura en Música - Educación Musical" },
    },
    {
      institution: "mx-uv",
      career: "music-education",
      level: "bachelor",
      name: "Licenciatura en Educación Musical",
      source: "mx-uv-educacion-musical-s27",
    },
    {
      institution: "mx-udg",
      career: "music",
      level: "bachelor",
      name: "Licenciatura en Música",
      source: "mx-udg-musica-s27",
      set: { duration: "8 semestres" },
    },
    {
      institution: "mx-uanl",
      career: "music",
      level: "bachelor",
      name: "Licenciado en Música",
      source: "mx-uanl-musica-s27",
    },
    {
      institution: "mx-uv",
      career: "music",
      level: "bachelor",
      name: "Licenciatura en Música",
      source: "mx-uv-musica-s27",
    },
    {
      institution: "mx-unam",
      career: "mechanical-engineering",
      level: "bachelor",
      name: "Ingeniería Mecánica",
      source: "mx-unam-ingenieria-s27",
    },
    {
      institution: "mx-unam",
      career: "industrial-engineering",
      level: "bachelor",
      name: "Ingeniería Industrial",
      source: "mx-unam-ingenieria-s27",
    },
    {
      institution: "mx-unam",
      career: "mechatronics-engineering",
      level: "bachelor",
      name: "Ingeniería Mecatrónica",
      source: "mx-unam-ingenieria-s27",
    },
    {
      institution: "mx-unam",
      career: "electrical-engineering",
      level: "bachelor",
      name: "Ingeniería Eléctrica Electrónica",
      source: "mx-unam-ingenieria-s27",
    },
    {
      institution: "mx-uanl",
      career: "mechanical-engineering",
      level: "bachelor",
      name: "Ingeniero Mecánico Electricista",
      source: "mx-uanl-ime-s27",
    },
    {
      institution: "mx-tecnm",
      career: "mechanical-engineering",
      level: "bachelor",
      name: "Ingeniería Mecánica",
      source: "mx-tecnm-mecanica-s27",
    },
    {
      institution: "mx-cecati",
      career: "welding-technology",
      level: "technical",
      name: "Soldadura y Pailería",
      source: "mx-cecati-s27",
    },
    {
      institution: "mx-cecati",
      career: "refrigeration-air-conditioning",
      level: "technical",
      name: "Refrigeración y Aire Acondicionado",
      source: "mx-cecati-s27",
    },
    {
      institution: "mx-unam",
      career: "veterinary-medicine",
      level: "bachelor",
      name: "Medicina Veterinaria y Zootecnia",
      source: "mx-unam-mvz-s27",
    },
    {
      institution: "mx-udg",
      career: "veterinary-medicine",
      level: "bachelor",
      name: "Medicina Veterinaria y Zootecnia",
      source: "mx-udg-mvz-s27",
    },
    {
      institution: "mx-uanl",
      career: "veterinary-medicine",
      level: "bachelor",
      name: "Médico Veterinario Zootecnista",
      source: "mx-uanl-mvz-s27",
    },
    {
      institution: "mx-uam",
      career: "veterinary-medicine",
      level: "bachelor",
      name: "Medicina Veterinaria y Zootecnia",
      source: "mx-uam-mvz-s27",
      set: { name: "Licenciatura en Medicina Veterinaria y Zootecnia" },
    },
    {
      institution: "mx-unam",
      career: "political-science",
      level: "bachelor",
      name: "Ciencia Política",
      source: "mx-unam-ciencia-politica-s27",
    },
    {
      institution: "mx-unam",
      career: "public-administration",
      level: "bachelor",
      name: "Administración Pública",
      source: "mx-unam-administracion-publica-s27",
    },
    {
      institution: "mx-unam",
      career: "social-work",
      level: "bachelor",
      name: "Trabajo Social",
      source: "mx-unam-trabajo-social-s27",
      set: { name: "Licenciatura en Trabajo Social" },
    },
    {
      institution: "mx-uanl",
      career: "social-work",
      level: "bachelor",
      name: "Licenciado en Trabajo Social y Desarrollo Humano",
      source: "mx-uanl-trabajo-social-s27",
    },
    {
      institution: "mx-uam",
      career: "nutrition",
      level: "bachelor",
      name: "Nutrición Humana",
      source: "mx-uam-nutricion-s27",
      set: { name: "Licenciatura en Nutrición Humana" },
    },
    {
      institution: "mx-ibero",
      career: "nutrition",
      level: "bachelor",
      name: "Licenciatura en Nutrición y Ciencia de los Alimentos",
      source: "mx-ibero-nutricion-s27",
    },
    {
      institution: "mx-unam",
      career: "mathematics",
      level: "bachelor",
      name: "Matemáticas",
      source: "mx-unam-matematicas-s27",
    },
    {
      institution: "mx-buap",
      career: "mathematics",
      level: "bachelor",
      name: "Licenciatura en Matemáticas",
      source: "mx-buap-matematicas-s27",
    },
    {
      institution: "mx-itam",
      career: "mathematics",
      level: "bachelor",
      name: "Licenciatura en Matemáticas Aplicadas",
      source: "mx-itam-matematicas-s27",
    },
    {
      institution: "mx-buap",
      career: "physical-education",
      level: "bachelor",
      name: "Licenciatura en Cultura Física",
      source: "mx-buap-cultura-fisica-s27",
    },
    {
      institution: "mx-esef",
      career: "physical-education",
      level: "bachelor",
      name: "Licenciatura en Educación Física",
      source: "mx-esef-s27",
    },
  ],
  withdrawn: [],
};

/** Session 27's second verification pass (2026-11-28): further earlier rows re-read on stored pages (see the header). */
const VERIFIED_S27B_ON = "2026-11-28";

const VERIFIED_S27B: CatalogPass = {
  sources: [
    institutionPage(
      "mx-uanl-ciencia-politica-s27b",
      "Universidad Autónoma de Nuevo León, Facultad de Ciencias Políticas y Relaciones Internacionales",
      "Bachelor in Political Science and Government (Licenciatura of the Facultad de Ciencias Políticas y Relaciones Internacionales, Campus Mederos)",
      "https://www.facpoliticas.uanl.mx/lcpen/",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-unam-biologia-s27b",
      "Universidad Nacional Autónoma de México, Facultad de Estudios Superiores Iztacala (copia en Studenta)",
      "Proyecto de Adecuación del Plan de Estudios de la Licenciatura de Biología de la FES Iztacala, Tomo I (título: Biólogo; aprobado por el Consejo Académico del Área el 14 de diciembre de 2021)",
      "https://es.studenta.com/content/134253014/biologia-tomo-i",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-udg-biologia-s27b",
      "Universidad de Guadalajara, Centro Universitario de la Costa",
      "Degree in Biology: student's profile (Licenciatura en Biología)",
      "https://www.cuc.udg.mx/en/degrees/degree-biology/students-profile",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-uanl-biologia-s27b",
      "Universidad Autónoma de Nuevo León",
      "Biólogos de la UANL están en constante evolución (la carrera de Biología de la Facultad de Ciencias Biológicas)",
      "https://uanl.mx/noticias/biologos-de-la-uanl-estan-en-constante-evolucion",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-uv-biologia-s27b",
      "Crónica del Poder",
      "«Nos dedicamos al cuidado de la vida»: estudiantes de la Facultad de Biología de la UV (Puertas Abiertas 2019)",
      "https://cronicadelpoder.com/2019/10/20/nos-dedicamos-al-cuiddo-de-la-vida-estudiantes-de-biologia-uv",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-ipn-biologia-s27b",
      "Instituto Politécnico Nacional",
      "Oferta educativa: Bachelor's Degree in Biology (taught in the ENCB)",
      "https://www.ipn.mx/oferta-educativa/educacion-superior/ver-carrera.html?lg=en&id=36&nombre=Bachelor%E2%80%99s-Degree-in-Biology",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-tec-biotecnologia-s27b",
      "MDPI, Education Sciences (authors of the Tecnológico de Monterrey)",
      "Disciplinary Competencies Overview of the First Cohorts of Undergraduate Students in the Biotechnology Engineering Program under the Tec 21 Model (Educ. Sci. 2024, 14(1), 30)",
      "https://www.mdpi.com/2227-7102/14/1/30",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-unam-teatro-s27b",
      "Universidad Nacional Autónoma de México, Facultad de Filosofía y Letras (Colegio de Literatura Dramática y Teatro)",
      "Historia de la licenciatura",
      "https://teatro.filos.unam.mx/3310-2/",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-uv-teatro-s27b",
      "Universidad Veracruzana, Facultad de Teatro",
      "Historia de la Facultad (fundada en 1976)",
      "https://www.uv.mx/teatro/quienes-somos/historia-2/",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-unam-cine-documental-s27b",
      "Luces del Siglo (Agencia Reforma)",
      "Alcanzará el CUEC ‘mayoría de edad’ (22 de marzo de 2019: el CUEC ofrece la maestría y el doctorado en Cine Documental, validados por la Facultad de Artes y Diseño)",
      "https://lucesdelsiglo.com/2019/03/22/alcanzara-el-cuec-mayoria-de-edad/",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-unam-posgrado-cpys-s27b",
      "Universidad Nacional Autónoma de México, Programa de Posgrado en Ciencias Políticas y Sociales (copia en fdocumento)",
      "Tomo I, Planes de Estudios: Maestría en Estudios Políticos y Sociales, en Gobierno y Asuntos Públicos, en Comunicación, en Estudios en Relaciones Internacionales, en Estudios México-Estados Unidos y en Demografía Social",
      "https://fdocumento.com/document/tomo-i-unam-los-planes-de-estudio-comprenden-campos-de-conocimiento-que-se-describen.html",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-unam-linguistica-aplicada-s27b",
      "Universidad Nacional Autónoma de México, Programa de Maestría y Doctorado en Lingüística (copia en vdocuments)",
      "Adecuación y modificación del programa (grados: Maestro en Lingüística Hispánica, Maestro en Lingüística Aplicada, Doctor en Lingüística; aprobada el 7 de diciembre de 2009)",
      "https://vdocuments.co/programa-de-maestra-y-doctorado-en-lingoe-espaol-tanto-en-su-dimensin-de.html",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-udg-meile-s27b",
      "Universidad de Guadalajara, Centro Universitario de Ciencias Sociales y Humanidades",
      "Maestría en Enseñanza del Inglés como Lengua Extranjera",
      "https://cucsh.udg.mx/maestrias/maestria-en-ensenanza-del-ingles-como-lengua-extranjera",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-iteso-desarrollo-humano-s27b",
      "ITESO, Universidad Jesuita de Guadalajara (Cruce)",
      "Una maestría que enciende corazones (la Maestría en Desarrollo Humano, primer posgrado del ITESO, cumple 50 años en 2026)",
      "https://cruce.iteso.mx/una-maestria-que-enciende-corazones/",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-ibero-desarrollo-humano-s27b",
      "Universidad Iberoamericana Ciudad de México (IBERO Prensa)",
      "Maestría en Desarrollo Humano de la IBERO promueve potencialidades de las personas",
      "https://ibero.mx/prensa/maestria-en-desarrollo-humano-de-la-ibero-promueve-potencialidades-de-las-personas",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "mx-unam-maestria-trabajo-social-s27b",
      "Universidad Nacional Autónoma de México (Gaceta UNAM)",
      "Trabajo Social se prepara para convertirse en Facultad (el Comité Académico de la Maestría en Trabajo Social aprobó la modificación del programa)",
      "https://www.gaceta.unam.mx/trabajo-social-se-prepara-para-convertirse-en-facultad/",
      VERIFIED_S27B_ON,
    ),
  ],
  reread: [
    {
      institution: "mx-uanl",
      career: "political-science",
      level: "bachelor",
      name: "Licenciado en Ciencias Políticas y Administración Pública",
      source: "mx-uanl-ciencia-politica-s27b",
      set: { name: "Licenciatura en Ciencias Políticas y Gobierno" },
    },
    {
      institution: "mx-uanl",
      career: "public-administration",
      level: "bachelor",
      name: "Licenciado en Ciencias Políticas y Administración Pública",
      source: "mx-uanl-ciencia-politica-s27b",
      set: { name: "Licenciatura en Ciencias Políticas y Gobierno" },
    },
    { institution: "mx-unam", career: "biology", level: "bachelor", name: "Biología", source: "mx-unam-biologia-s27b" },
    {
      institution: "mx-udg",
      career: "biology",
      level: "bachelor",
      name: "Licenciatura en Biología",
      source: "mx-udg-biologia-s27b",
    },
    {
      institution: "mx-uanl",
      career: "biology",
      level: "bachelor",
      name: "Licenciado en Biología",
      source: "mx-uanl-biologia-s27b",
    },
    {
      institution: "mx-uv",
      career: "biology",
      level: "bachelor",
      name: "Licenciatura en Biología",
      source: "mx-uv-biologia-s27b",
    },
    { institution: "mx-ipn", career: "biology", level: "bachelor", name: "Biólogo", source: "mx-ipn-biologia-s27b" },
    {
      institution: "mx-tec",
      career: "biotechnology",
      level: "bachelor",
      name: "Ingeniería en Biotecnología",
      source: "mx-tec-biotecnologia-s27b",
    },
    {
      institution: "mx-unam",
      career: "theatre",
      level: "bachelor",
      name: "Literatura Dramática y Teatro",
      source: "mx-unam-teatro-s27b",
    },
    {
      institution: "mx-uv",
      career: "theatre",
      level: "bachelor",
      name: "Licenciatura en Teatro",
      source: "mx-uv-teatro-s27b",
    },
    {
      institution: "mx-unam",
      career: "film",
      level: "graduate",
      name: "Maestría en Cine Documental",
      source: "mx-unam-cine-documental-s27b",
      set: { duration: null },
    },
    {
      institution: "mx-unam",
      career: "communication-studies",
      level: "graduate",
      name: "Maestría en Comunicación",
      source: "mx-unam-posgrado-cpys-s27b",
      set: { duration: null },
    },
    {
      institution: "mx-unam",
      career: "political-science",
      level: "graduate",
      name: "Maestría en Estudios Políticos y Sociales",
      source: "mx-unam-posgrado-cpys-s27b",
      set: { duration: null },
    },
    {
      institution: "mx-unam",
      career: "international-relations",
      level: "graduate",
      name: "Maestría en Relaciones Internacionales",
      source: "mx-unam-posgrado-cpys-s27b",
      set: { name: "Maestría en Estudios en Relaciones Internacionales", duration: null },
    },
    {
      institution: "mx-unam",
      career: "english-teaching",
      level: "graduate",
      name: "Maestría en Lingüística Aplicada",
      source: "mx-unam-linguistica-aplicada-s27b",
      set: { duration: null },
    },
    {
      institution: "mx-udg",
      career: "english-teaching",
      level: "graduate",
      name: "Maestría en Enseñanza del Inglés como Lengua Extranjera",
      source: "mx-udg-meile-s27b",
      set: { duration: null },
    },
    {
      institution: "mx-iteso",
      career: "counselling",
      level: "graduate",
      name: "Maestría en Desarrollo Humano",
      source: "mx-iteso-desarrollo-humano-s27b",
      set: { duration: null },
    },
    {
      institution: "mx-ibero",
      career: "counselling",
      level: "graduate",
      name: "Maestría en Desarrollo Humano",
      source: "mx-ibero-desarrollo-humano-s27b",
      set: { duration: null },
    },
    {
      institution: "mx-unam",
      career: "social-work",
      level: "graduate",
      name: "Maestría en Trabajo Social",
      source: "mx-unam-maestria-trabajo-social-s27b",
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  uadyVeterinaria: s28(
    "mx-uady-mvz-poresto",
    "Por Esto! (Mérida)",
    "Carreras veterinarias en la UADY se saturan: recibirán a 520 estudiantes este 2025 (la FMVZ recibirá 200 en Medicina Veterinaria, 160 en Biología Marina, 120 en Biología y 40 en Agroecología; 14 de marzo de 2025)",
    "https://poresto.net/yucatan/2025/3/14/carreras-veterinarias-en-la-uady-se-saturan-recibiran-a-520-estudiantes-este-2025.amp.html",
  ),
  udgEstudiosPoliticos: s28(
    "mx-udg-estudios-politicos-blog",
    "Derecho Público (dderechopublico.blogspot.com), a blog reproducing a report whose original publisher is not named",
    "La Licenciatura de Estudios Políticos, 25 años en el CUCSH (la licenciatura en Estudios Políticos y de Gobierno del Centro Universitario de Ciencias Sociales y Humanidades, creada en 1991; 10 de julio de 2015)",
    "https://dderechopublico.blogspot.com/2015/07/la-licenciatura-de-estudios-politicos.html",
  ),
  tecNegocios: s28(
    "mx-tec-bgb-international-business",
    "Tecnológico de Monterrey (planes de estudio; read at http://, cited at https://)",
    "Graduate Requirements: BGB, B.A. in International Business (BGB19 program graduation requirements before January 7, 2021)",
    "https://sitios.itesm.mx/va/planes_de_estudio/requisitos_graduacion_ant_BGB_eng.htm",
  ),
  tecGobierno: s28(
    "mx-tec-gobierno-transformacion-publica",
    "Tecnológico de Monterrey (Maestrías y Diplomados)",
    "Master's degree in Government and Public Transformation (English page; its address names the Maestría en Gobierno y Transformación Pública)",
    "https://maestriasydiplomados.tec.mx/posgrados/maestria-en-gobierno-y-transformacion-publica?locale=en",
  ),
  unamMusica: s28(
    "mx-unam-facultad-musica-licenciaturas",
    "Universidad Nacional Autónoma de México, UNAM Internacional",
    "150 years of Musical Education. Evolution of Undergraduate Studies at UNAM's Faculty of Music (Gabriela Priscila Zermeño Barrón and Laura Orozco Beltrán, 29 February 2024)",
    "https://revista.unaminternacional.unam.mx/en/nota/6/150-anos-de-ensenanza-musical-evoluacion-de-los-estudios-de-licenciatura-en-la-facultad-de-musica-de-la-unam",
  ),
  unamNegocios: s28(
    "mx-unam-maestria-negocios-internacionales-tesis",
    "Universidad Nacional Autónoma de México, Programa de Posgrado en Ciencias de la Administración (a thesis read in a copy on Studenta)",
    "Seguimiento de egresados de la Maestría en Administración (Negocios Internacionales), del Programa de Posgrado en Ciencias de la Administración en la UNAM, 1999-2006 (tesis de María Cristina Ordóñez Luna, enero de 2010)",
    "https://es.studenta.com/content/111089168/seguimiento-de-egresados-de-la-maestra-en-administracion-negocios-internacionale",
  ),
  ipnIndustrial: s28(
    "mx-ipn-upiicsa-ingenieria-industrial",
    "Instituto Politécnico Nacional, Coordinación de Comunicación Social (read at http://, cited at https://)",
    "Comunicado 193: Siguió el impulso de su corazón desde Argentina hasta el IPN en México (un estudiante extranjero cursa un semestre de la carrera de Ingeniería Industrial en la UPIICSA; 2017)",
    "https://www.ipn.mx/CCS/2017/Paginas/C-193.aspx",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each re-pointed
 * to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "mx-uady", career: "veterinary-medicine", level: "bachelor", source: S28.uadyVeterinaria.id },
    { institution: "mx-udg", career: "political-science", level: "bachelor", source: S28.udgEstudiosPoliticos.id },
    { institution: "mx-tec", career: "international-business", level: "bachelor", source: S28.tecNegocios.id },
    {
      institution: "mx-tec",
      career: "public-administration",
      level: "graduate",
      source: S28.tecGobierno.id,
      set: { name: "Maestría en Gobierno y Transformación Pública", duration: null },
    },
    { institution: "mx-unam", career: "music", level: "bachelor", source: S28.unamMusica.id },
    {
      institution: "mx-unam",
      career: "international-business",
      level: "graduate",
      source: S28.unamNegocios.id,
      set: { duration: null },
    },
    { institution: "mx-ipn", career: "industrial-engineering", level: "bachelor", source: S28.ipnIndustrial.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28B = {
  ipnUpibi: s28b(
    "mx-ipn-upibi-mundotech",
    "Mundo Tech (mundotech.news)",
    "Invierte IPN en biotecnología para Upibi (19 de diciembre; 35 aniversario de la Unidad Profesional Interdisciplinaria en Biotecnología, cuyos cinco programas de licenciatura son las ingenierías Ambiental, Biomédica, Biotecnológica, en Alimentos y Farmacéutica)",
    "https://mundotech.news/invierte-ipn-en-biotecnologia-para-upibi/7183",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was
 * withdrawn.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    { institution: "mx-ipn", career: "biotechnology", level: "bachelor", source: S28B.ipnUpibi.id },
    { institution: "mx-ipn", career: "biomedical-engineering", level: "bachelor", source: S28B.ipnUpibi.id },
    { institution: "mx-ipn", career: "food-engineering", level: "bachelor", source: S28B.ipnUpibi.id },
    { institution: "mx-ipn", career: "environmental-engineering", level: "bachelor", source: S28B.ipnUpibi.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  infotecMcdi: s29(
    "mx-infotec-mcdi-ingeotec",
    "INGEOTEC (INFOTEC research group), course book of Mario Graff (read in its GitHub repository INGEOTEC/AprendizajeComputacional, whose gh-pages branch is the published site)",
    "Aprendizaje Computacional, Prefacio: the course grew out of the Aprendizaje Computacional classes taught in the Maestría en Ciencia de Datos e Información (MCDI) of INFOTEC",
    "https://ingeotec.github.io/AprendizajeComputacional/",
  ),
  itamCienciaDatos: s29(
    "mx-itam-mcd-fundamentos",
    "Teresa Ortiz, course notes kept in the GitHub repository tereom/fundamentos",
    "Notas del curso Fundamentos de Estadística con Remuestreo del programa de maestría en Ciencia de Datos del ITAM (README; site fundamentos-est.netlify.app)",
    "https://github.com/tereom/fundamentos/blob/dev/README.md",
  ),
  tecnmCelaya: s29(
    "mx-tecnm-celaya-mii-reglamento",
    "Instituto Tecnológico de Celaya (Tecnológico Nacional de México), read in a copy on mydokument.com",
    "Reglamento para estudiantes de la Maestría en Ingeniería Industrial, Instituto Tecnológico de Celaya (actualización 15 de enero de 2011, extraído de la Coordinación Sectorial de Normatividad Académica, DEPI)",
    "https://mydokument.com/2011-q-8410184.html",
  ),
  unamFilosofia: s29(
    "mx-unam-ffyl-centenario",
    "Universidad Nacional Autónoma de México, Facultad de Filosofía y Letras",
    "Centenario de la Facultad de Filosofía y Letras (1924-2024): its 16 disciplines, from Filosofía, Historia and Geografía to Bibliotecología and Archivonomía (message of the director, Mary Frances Rodríguez Van Gort)",
    "https://centenario.filos.unam.mx",
  ),
  iberoFilosofia: s29(
    "mx-ibero-filosofia-80",
    "Universidad Iberoamericana Ciudad de México (an IBERO report read in a copy on topslasmejoresuniversidades.com, a site of unknown ownership)",
    "¡Filosofía IBERO de fiesta! Celebra también 80 años (breakfast of the Departamento de Filosofía, directed by Francisco Castro Merrifield, for the IBERO's 80th anniversary; 2023)",
    "https://topslasmejoresuniversidades.com/filosofia-ibero-de-fiesta-celebra-tambien-80-anos/",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows of the worklist written without reading their page, each re-pointed
 * to a stored page (or a copy kept in a public repository) that names the program at the institution and level (see the
 * header). No row was added and none was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    {
      institution: "mx-infotec",
      career: "data-science",
      level: "graduate",
      source: S29.infotecMcdi.id,
      set: { duration: null },
    },
    {
      institution: "mx-itam",
      career: "data-science",
      level: "graduate",
      source: S29.itamCienciaDatos.id,
      set: { duration: null },
    },
    {
      institution: "mx-tecnm",
      career: "industrial-engineering",
      level: "graduate",
      source: S29.tecnmCelaya.id,
      set: { duration: null, city: "Celaya" },
    },
    { institution: "mx-unam", career: "philosophy", level: "bachelor", source: S29.unamFilosofia.id },
    { institution: "mx-ibero", career: "philosophy", level: "bachelor", source: S29.iberoFilosofia.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 verification pass read, one per row it bears out (see the header). */
const S29B = {
  tecMecanicaChihuahua: s29b(
    "mx-tec-mecanica-chihuahua",
    "Más Noticias (Chihuahua)",
    "Estudiantes de Ingeniería Mecánica de la Escuela de Ingeniería y Ciencias del Tecnológico de Monterrey campus Chihuahua elaboraron y donaron una compactadora de PET a la Granja Hogar (bloque “Diseño de productos sometidos a cargas estáticas”)",
    "https://masnoticias.net/?p=20299",
  ),
  udgTrabajoSocial: s29b(
    "mx-udg-trabajo-social-intercambio",
    "Universidad de Guadalajara, Coordinación General de Comunicación Social",
    "Intercambio estudiantil entre la UdeG y la UNAM (estudiantes de Trabajo Social de la UdeG y de la ENTS de la UNAM; Departamento de Trabajo Social del CUCSH; intercambio realizado desde 2009)",
    "https://comsoc.udg.mx/node/19520",
  ),
};

/**
 * Session 29's second verification pass (2026-11-28): two bachelor rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution (see the header). No row was added and none was
 * withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  reread: [
    {
      institution: "mx-tec",
      career: "mechanical-engineering",
      level: "bachelor",
      source: S29B.tecMecanicaChihuahua.id,
      set: { city: "Chihuahua" },
    },
    { institution: "mx-udg", career: "social-work", level: "bachelor", source: S29B.udgTrabajoSocial.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29C` pass (its id ends in `-s29c`). */
const s29c = taggedPages("s29c", "2026-11-28");

/** The page the third session-29 verification pass read, bearing out two rows (see the header). */
const S29C = {
  udgCuceiCarreras: s29c(
    "mx-udg-cucei-carreras",
    "“CUCEI Carreras”, a student-made site on the programmes of the Universidad de Guadalajara's Centro Universitario de Ciencias Exactas e Ingenierías (GitHub repository moisesibanez17/Carrearas-CUCEI; it describes each programme with its coordinator and links the CUCEI's page)",
    "Matemáticas - CUCEI (“El aspirante a cursar la Licenciatura en matemáticas…”; “el Licenciado en Matemáticas de la Universidad de Guadalajara”) and Ingeniería Industrial - CUCEI (coordinador de carrera; cdind@cucei.udg.mx)",
    "https://github.com/moisesibanez17/Carrearas-CUCEI",
  ),
};

/**
 * Session 29's third verification pass (2026-11-28): two UdeG bachelor rows written without reading their page, re-pointed
 * to a student-made copy of the CUCEI's programme pages (a weak source, see the header). No row was added and none was
 * withdrawn.
 */
const VERIFIED_S29C: CatalogPass = {
  sources: Object.values(S29C),
  reread: [
    { institution: "mx-udg", career: "mathematics", level: "bachelor", source: S29C.udgCuceiCarreras.id },
    { institution: "mx-udg", career: "industrial-engineering", level: "bachelor", source: S29C.udgCuceiCarreras.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30B` pass (its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The pages the second session-30 pass read, one per row it adds (see the header). */
const S30B = {
  iflyMantenimiento: s30b(
    "mx-ifly-tecnico-mantenimiento-github",
    "iFly Universidad Aeronáutica (its website's source, kept in the GitHub repository right-rudder/ifly of the web agency Right Rudder)",
    "Técnico en Mantenimiento Aeronáutico - iFly Universidad Aeronáutica (src/data/tecnicoEnMantenimiento.js: «técnico en mantenimiento de aeronaves ligeras de motor recíproco»; requisitos «Certificado de estudios de bachillerato»; «8 meses de curso teórico» y prácticas profesionales con empresas aeronáuticas; credencial «Licencia de técnico en mantenimiento aeronáutico»)",
    "https://github.com/right-rudder/ifly/blob/05f0cf975888b6804e409cbb443137f7cefc846d/src/data/tecnicoEnMantenimiento.js",
  ),
  itcjNegociosInternacionales: s30b(
    "mx-tecnm-itcj-maestria-negocios-internacionales-github",
    "EdgarMoncloa (a rebuild of the TecNM campus Ciudad Juárez website kept in the GitHub repository EdgarMoncloa/itcjweb)",
    "División de Estudios de Posgrado e Investigación: Maestría en Administración de Negocios Internacionales (descripción y perfil de egreso: «El (La) Maestro(a) en Administración de Negocios Internacionales será capaz de…»)",
    "https://github.com/EdgarMoncloa/itcjweb/blob/be372539a1a65aa0eb2c6625bc6e1f1fe399ab91/src/components/pages/Posgrados/posgradosContent/MaestriaEnAdministracionDeNegocios.tsx",
  ),
};

/**
 * Session 30's second pass (2026-11-28): a second post-secondary aircraft-maintenance programme (at a new institution) and
 * a second international-business master's (at a TecNM campus), both read in website sources kept on GitHub (weak
 * sources, see the header). No row was re-read and none was withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  institutions: [
    {
      id: "mx-ifly",
      country: "MX",
      name: "iFly Universidad Aeronáutica",
      city: "Mérida",
      kind: "private",
      website: "https://www.ifly.com.mx",
      source: S30B.iflyMantenimiento.id,
    },
  ],
  programs: [
    ...offered("mx-ifly", "technical", S30B.iflyMantenimiento.id, [
      [
        "aircraft-maintenance",
        "Técnico en Mantenimiento Aeronáutico",
        { duration: "8 meses (más prácticas profesionales)" },
      ],
    ]),
    ...offered("mx-tecnm", "graduate", S30B.itcjNegociosInternacionales.id, [
      ["international-business", "Maestría en Administración de Negocios Internacionales", { city: "Ciudad Juárez" }],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30C` pass (its id ends in `-s30c`). */
const s30c = taggedPages("s30c", "2026-11-28");

/** The page the third session-30 pass read, for the one row it bears out (see the header). */
const S30C = {
  unamNegociosInternacionales: s30c(
    "mx-unam-negocios-internacionales-oferta-github",
    "Denilcecaes24 (a page on the UNAM's undergraduate offer and admission, GitHub repository Denilcecaes24/oferta-academica-unam, March 2026; its standing is not stated)",
    "Oferta Académica UNAM - Carreras mas demandadas (index.html): among the licenciaturas «de ingreso indirecto», «Negocios Internacionales (ENES Unidad Juriquilla y Facultad de Contaduría y Administración)»",
    "https://github.com/Denilcecaes24/oferta-academica-unam/blob/16a4e634954d35517c9fc3e6cb7269acffd77b7f/index.html",
  ),
};

/**
 * Session 30's third pass (2026-11-28): the UNAM's Negocios Internacionales re-read on a copy of a page on the UNAM's
 * offer kept in a GitHub repository (a weak source, see the header). No row was added or withdrawn.
 */
const VERIFIED_S30C: CatalogPass = {
  sources: Object.values(S30C),
  reread: [
    {
      institution: "mx-unam",
      career: "international-business",
      level: "bachelor",
      source: S30C.unamNegociosInternacionales.id,
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30D` pass (its id ends in `-s30d`). */
const s30d = taggedPages("s30d", "2026-11-28");

/** The page the fourth session-30 pass read, for the one row it adds (see the header). */
const S30D = {
  utzacRedes: s30d(
    "mx-utzac-tsu-ti-redes-digitales-github",
    "AlepsMM03 (a students' information page on the TI career of the Universidad Tecnológica del Estado de Zacatecas, GitHub repository AlepsMM03/TICUTZAC, March 2023)",
    "TI UTZAC (index.php): «La Universidad Tecnológica del Estado de Zacatecas (UTZAC) … oferta carreras a nivel 5B con el grado académico de Técnico Superior Universitario (TSU)»; «El Técnico Superior Universitario en Tecnologías de la Información área Infraestructura de Redes Digitales cuenta con las competencias profesionales necesarias para su desempeño en el campo laboral»; address Carretera Zacatecas–Cd. Cuauhtémoc km 5, Cieneguitas, Guadalupe",
    "https://github.com/AlepsMM03/TICUTZAC/blob/dbbc973a6090755f593f213cb1d7a0e90ed60346/index.php",
  ),
};

/**
 * Session 30's fourth pass (2026-11-28): the first post-secondary IT-support programme (a TSU in network infrastructure, at
 * a new institution), read in a students' page kept on GitHub (a weak source, see the header). No row was re-read and none
 * was withdrawn.
 */
const VERIFIED_S30D: CatalogPass = {
  sources: Object.values(S30D),
  institutions: [
    {
      id: "mx-utzac",
      country: "MX",
      name: "Universidad Tecnológica del Estado de Zacatecas (UTZAC)",
      city: "Guadalupe, Zacatecas",
      kind: "public",
      source: S30D.utzacRedes.id,
    },
  ],
  programs: [
    ...offered("mx-utzac", "technical", S30D.utzacRedes.id, [
      [
        "it-support-technician",
        "Técnico Superior Universitario en Tecnologías de la Información área Infraestructura de Redes Digitales",
      ],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

export const CATALOG_MX: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_2026_11_28,
  ADDED_S24,
  ADDED_S25,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S27B,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S29C,
  VERIFIED_S30B,
  VERIFIED_S30C,
  VERIFIED_S30D,
);
