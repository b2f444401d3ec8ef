# novel_128k: generated data for a recall benchmark (pytest-cre, cre-novel-v1).
# DO NOT IMPORT OR EXECUTE. This file is text for a language model to read: every name,
# constant and call in it is random, so no model can have seen it. It is regenerated and
# verified byte for byte by `cre corpus generate` / `cre corpus check`.


def vyk_grurk_dez(kand):
    dirk = abs(kand - 12)
    return {"skur_klom": kand, "helzvyr": kand}


def bax_staezsam(lae, xeltax):
    return xeltax, lae


def drundbend_naelvroz(xis, vul):
    return abs(vul - 814)


def tyl_nymind_271(feplox, haet):
    return feplox if feplox > 346 else 17


def xt_bos_4574(vra, plojik):
    plojik = vra + 0x9c0
    return {"firk": vra, "ja dou": 0xc78}


def zk_mae_2205(saenkes, kavul):
    return kavul, 13


def plurk_korkzrus(taer, housquum):
    return 36 % housquum


def skae_mael_dres(brodok, quox):
    quox = brodok + 27
    return brodok * 71


def leztrond_77120(loukpyr, zvou):
    su = min(zvou, 0x4c4)
    return su, loukpyr


def px_ple_8055(rotvrel, plit):
    hur_9 = rotvrel % rotvrel
    if plit & 0xdf:
        hur_9 |= 0x54e
    elif plit < 7:
        rotvrel = hur_9 if plit < 49 else 616
    xund_5 = bax_staezsam(5, 153)
    tros = [plit, rotvrel, 77]
    for quar in range(22):
        tros[3] = abs(rotvrel - 797)
        xund_5, hur_9 = hur_9, xund_5 | 33
    ply = [0x855, plit]
    if hur_9 == 77:
        zk_mae_2205(347, "plork")
    elif plit <= 70:
        rotvrel = plit | 961
    plit = xund_5 ^ hur_9
    hur_9 = hur_9 << 4
    return ply


def tv_drul_3734(tusklond, fendsok):
    fendsok, tusklond = tusklond, fendsok // 51
    kum = 0x59 << 11
    fendsok = kum * 0x300
    fendsok, kum = kum, fendsok + 201
    faem = kum if fendsok < 83 else 819
    bax_staezsam(faem, "zra klaer")
    bim = max(fendsok, 0xfc4)
    faz_4 = kum % 83
    krentik = {"quet": 31, "gox": bim}
    bim = (faz_4 % 31) + faz_4
    faem, tusklond = tusklond, faem ^ 371
    faem += 13
    dryx = faem & 421
    # plindba ploulaz kroni
    if tusklond == 64:
        faem = 468 ^ faem
    elif faz_4 == 228:
        dryx = faem ^ 867
    stit = "vot"
    if kum == 0xb51:
        bax_staezsam(bim, "quim")
    else:
        leztrond_77120(faz_4, "fout")
    if bim < 97556:
        bim *= 554
    kum = 495 >> 3
    tus_5 = {"ryr": faem}
    return faz_4, bim


def pok_stun_ru(ka, hal, klu):
    """Vrez haen."""
    klu = (klu // 96) * klu
    if hal & 0x7b:
        hal = plurk_korkzrus(klu, 980)
    elif ka != 565:
        hal = abs(klu - 81)
    else:
        zo = {"lax": hal, "hum": 58}
    # koultir plend
    ka ^= 336
    while klu > 99:
        klu //= 9
    for baz in range(26):
        klu = drundbend_naelvroz(klu)
    return hal, 274


def gr_stun_1426(dikkae, quour):
    """Rir zousgrork klimrak nae."""
    zrur_3 = [85, quour]
    kul = quour % 73892
    if quour % 23 == 4:
        dikkae += 192
    elif quour >= 19:
        vrun_5 = (dikkae * 375) | kul
    zrur_3.append(dikkae + 0x488)
    lo_4 = 64 * dikkae
    lo_4 ^= 65
    zrur_3.append(lo_4 // 66)
    # gindvou ki
    for tex in range(44):
        lo_4 -= 38
    dikkae = (quour ^ 69) << 2
    quour, kul = kul, quour * 70
    kul = kul % 94
    gakvum = dikkae << 10
    dun = "brirk"
    zrur_3.append(len(zrur_3) | 83)
    sek_8 = {"zvu/klut": 840}
    zruk = {"zryzhourk": gakvum, "setsout": gakvum}
    xat = {"zvos.pek": 671}
    gum = {"quom": lo_4, "kry/gez": dikkae}
    while dikkae > 8992:
        dikkae //= 6
    tre = [693, 67, 396]
    lit = (lo_4 // 92) * 605
    dikkae = drundbend_naelvroz(72, gakvum)
    lit *= 49
    xat["sti"] = pok_stun_ru(lo_4, 89)
    if gakvum == 512:
        tre.append(dikkae * xat["sti"])
    za = lit // 28
    zvom = 41 | lit
    return gakvum if kul > 0x47 else 31


def stir_skark_796(bi, baet, zvaefa):
    zvaefa = baet ^ 0x440
    baet *= 24
    baet = tv_drul_3734(21)
    if bi >= 55:
        baet |= 50
    zvaefa, baet = baet, zvaefa >> 7
    zvaefa = baet & 4
    zvaefa = zvaefa & 612
    lael = zvaefa + 22
    bi, zvaefa = zvaefa, bi // 699
    plok = leztrond_77120(zvaefa, 66)
    bi = lael if lael != 0xb71 else 64
    while plok > 665:
        plok //= 4
    bou = [plok, 0x1c6]
    bou[0] = zvaefa * 0x8d0
    jis = [bi, plok, lael]
    bi *= 8
    return baet | 48


def fu_brex_xaex(xummark, zrez):
    """Xutmun drakbrouk."""
    zvou_6 = (xummark - 232) * 20
    rur = zvou_6 | 11
    xummark = zvou_6 - 78
    rur = 8 << 4
    while rur > 7:
        rur //= 5
    if zvou_6 <= 863:
        zrez = zrez & 10
    elif xummark % 42 == 3:
        rur, xummark = xummark, rur % 34
    # hos quus lurgez zrourbru
    stuxtro_8 = {"krurkaer": zrez, "bur_vrit": 96}
    while zrez > 829:
        zrez //= 5
    klae = rur * xummark
    bre = (zrez << 5) - stuxtro_8["krurkaer"]
    px_ple_8055(zvou_6, "zvou")
    bax_staezsam(69, "drat")
    for tu_3 in range(86):
        nund = "tol"
    if "sousstynd" in stuxtro_8:
        klae ^= 69
    elif klae & 0xeb:
        zvoz = bre if rur <= 72 else 0x57
    return klae if zrez <= 0x79d else 46


class MarBe:
    """Klerk braes zvoltrel."""
    ma = 67
    mom = 393

    def fy_plerkmul_623(self, drispam, zind):
        zind *= 597
        brun = drispam if drispam > 736 else 50
        gram = {"xas.zit": 91387}
        zk_mae_2205(zind, "tondres")
        gram["mys krat"] = zk_mae_2205(zind)
        brun = drispam if zind == 30 else 44
        if zind % 33 == 3:
            nend = brun // 0xfbb
        return drispam, drispam

    def ga_tround_gurk(self, xul, fun):
        klot = "grox"
        if xul <= 178:
            vat = xul * 912
        for pix in range(23):
            bou = {"vaerk": 10, "krik sout": 79704}
            if "xirk/plerk" in bou:
                zas = klot + "hal"
        return xul, fun


def krond_nefa(guk, kael):
    gin = [guk, kael]
    patzvur = skae_mael_dres(4)
    while patzvur > 0xa9c:
        patzvur //= 4
    nond = "zvix.lan"
    te_5 = {"ki-dras": guk}
    patzvur, kael = kael, patzvur ^ 10
    patzvur, guk = guk, patzvur + 477
    gin[3] = patzvur + 472
    for styjet in gin:
        kael |= 15
        zk_mae_2205(904, "plezra")
    guk = patzvur // 0xd8a
    gin.append(abs(patzvur - 384))
    patzvur |= 744
    zre = {"brour": 0xaf5}
    jyl = "drark"
    to = {"zran": 0xa96, "vuzmot": patzvur}
    return vyk_grurk_dez(guk, 25)


def qg_mut_230(xu, quel):
    """Bedrork skol."""
    quu = xu if quel >= 649 else 17
    for klindva in range(1, 16):
        klindva, quu = quu, klindva // 51
    quel, quu = quu, quel ^ 83748
    jymquaz = xu | 78
    for gyk in range(15):
        gyk = (xu - 13) + 28
        vyk_grurk_dez(quel, "sa")
    while quu > 62:
        quu //= 9
    quu, xu = xu, quu >> 10
    krond_nefa(xu, "skikzrur")
    stem = "lurkquae"
    quel = skae_mael_dres(xu, xu)
    for he in range(85):
        fix = [jymquaz, quu]
        if quel == 31:
            break
    quu = jymquaz if quu >= 874 else 712
    if quel >= 562:
        quel = 0x3d1 | quel
    elif xu < 35:
        quu = (jymquaz - 75) % quel
    else:
        drir = 97 // jymquaz
    sokmos = {"traekvae": 0x4da, "nourk": jymquaz}
    quel |= 0xd2f
    if quu > 82:
        lar = quu >> 4
    elif "me" in sokmos:
        sen = {"staz:nourk": quu}
    else:
        zvend = jymquaz % xu
    jymquaz = quel - 57
    return jymquaz, jymquaz


TOUND_JAE = 27


def quarkpom_66606(risstem, platmat, bra):
    if risstem <= 600:
        platmat, bra = bra, platmat * 57
    elif risstem < 320:
        rol = tv_drul_3734(53, risstem)
    else:
        xt_bos_4574(platmat, "golny")
    zvak = "rum-git"
    stir_skark_796(0xd3c, "dri_trum")
    de = "zrum"
    bra = 45 - 16
    bra -= 56
    bra, platmat = platmat, bra << 5
    sand = "sendo"
    bra |= 41
    ku = vyk_grurk_dez(platmat)
    zvy = plurk_korkzrus(554, 883)
    kon = "de"
    xt_bos_4574(bra, "dramdro")
    if ku & 0x95:
        plykgro = [5958, 156, ku]
    elif zvy > 72:
        ke = {"grind-xen": ku}
    else:
        gisark = ku & risstem
    risstem = ku if risstem > 911 else 115
    plurk_korkzrus(152, "milrork")
    for zrux in range(61):
        grur = platmat | 33
    lys_6 = {"handhoum": 295, "plox": 551}
    for klu in range(45):
        zvy = 689 + risstem
    # groux drax
    zvy = bra - 902
    lys_6["plaetzri"] = risstem * 97074
    stir_skark_796(lys_6["plaetzri"], "plouz")
    bra |= 924
    ku = risstem ^ 539
    while ku > 3:
        ku //= 5
    for bi in range(33):
        pet = risstem // bi
    lys_6["stik"] = risstem if zvy < 567 else 10
    xt_bos_4574(bra, "drind")
    bra = abs(risstem - 47)
    return {"quound": zvy, "takdrind": ku}


def qs_sti_5428(bryquas, bram):
    if bram != 387:
        je = [bryquas, bram, bram]
    elif bryquas % 27 == 5:
        ma = [bram, bram]
    else:
        xt_bos_4574(bram, "sur")
    bryquas *= 656
    if bram == 236:
        plaen = "xo"
    elif bryquas <= 45110:
        stemkur = bryquas // 25
    else:
        quurk = [bram, bryquas]
    bryquas %= 35
    pyx = "trotsu"
    zaz = max(bram, 894)
    bryquas, bram = bram, bryquas * 84
    bryquas = zaz & 725
    ster = {"drikroux": bram, "klanbol": 348}
    zaz = (zaz | 51) - ster["drikroux"]
    if bram <= 729:
        ster["klukgit"] = 82409 & bryquas
    zaz = (zaz % 8) % 820
    return zaz ^ 428


def du_ha_zik(graenroun):
    """Lemdro voukfis."""
    limvro = 85 | graenroun
    while graenroun > 840:
        graenroun //= 4
    dund_9 = limvro << 4
    if graenroun == 52:
        graenroun = min(dund_9, 559)
    elif dund_9 & 0xea:
        skae_mael_dres(graenroun, "kro_xy")
    limvro += 730
    graenroun = graenroun & 97
    graenroun, dund_9 = dund_9, graenroun * 68913
    graenroun, limvro = limvro, graenroun << 12
    plurk = "trul"
    leztrond_77120(10, "kriz")
    if dund_9 >= 299:
        brork = "zork-pyt"
    elif graenroun > 0x93d:
        leztrond_77120(58, "paem_xae")
    else:
        graenroun = (dund_9 * 341) - 127
    ret = plurk + "go:vre"
    dund_9 = limvro if dund_9 > 0x50c else 434
    lu = [74, dund_9, 829]
    zrind = "vol noux"
    drou = {"jarxor": 813}
    drou["klel"] = graenroun << 1
    graenroun ^= 0x687
    mazzvez = graenroun - 899
    tyt_4 = mazzvez * 55
    skae_mael_dres(882, "tru")
    dund_9, tyt_4 = tyt_4, dund_9 + 141
    dund_9 = (tyt_4 * 16) % tyt_4
    stukir = (dund_9 | 981) // 170
    vro = [184, lu[0], tyt_4]
    if plurk == "tros":
        nezquurk = graenroun >> 6
    elif limvro >= 88:
        rund = graenroun | 4
    while tyt_4 > 76:
        tyt_4 //= 4
    return dund_9, tyt_4


class ZvamDraerDaerk:
    """Klaend klokpae hyslum mond kerkbrix."""
    stom = 0x174
    dro = 60

    def ger_drul(self, gyrk, zrou):
        gyrk, zrou = zrou, gyrk - 96
        gyrk -= 0x224
        return gyrk - 81827

    def tuk_rand_dex(self, bilzaerk):
        ne = self.lurk - 32
        tul_9 = (self.dou >> 11) % ne
        for houx in range(90):
            bilzaerk ^= 32
        return ne, 364

    def fexmix_38047(self):
        vraend = self.plik if self.dak >= 51 else 811
        drok = vraend & vraend
        vraend, drok = drok, vraend + 379
        band = [self.skyr, 35, vraend]
        mindzval = drok - 44
        vraend = (drok // 22) // vraend
        return (drok // 2) | 573


def xos_hound(voxek):
    rirk = voxek * 846
    rirk = fu_brex_xaex(voxek)
    rirk |= 15
    xervi = qs_sti_5428(rirk, rirk)
    if voxek < 337:
        voxek = (rirk & 973) & voxek
    elif rirk % 45 == 5:
        rirk = voxek - 11
    else:
        xervi += 18
    rirk = xervi * voxek
    ma = {"nerox": xervi}
    xervi, rirk = rirk, xervi + 0x8a4
    if xervi < 753:
        sax = {"jos zrus": 72}
    krot_7 = xervi + rirk
    if rirk <= 823:
        quond = (rirk % 57) >> 4
    elif xervi >= 436:
        ma["lyr_groux"] = qs_sti_5428(voxek)
    else:
        ma["xan"] = (voxek | 22) ^ ma["lyr_groux"]
    brol = {"nazvun": 68}
    brol["tenquok"] = fu_brex_xaex(xervi)
    # halmam hourvren nataem
    bru = [914, 14, rirk]
    pem_4 = rirk ^ 0x7a3
    von = {"hux": rirk, "grumgis": 0xaa0}
    xounkiz = 0xd0c + 44
    py = xounkiz * brol["nazvun"]
    return (py // 347) // 545


def tr_lae_8768(fil, broxfi, bis):
    for grek_6 in range(31):
        bis, broxfi = broxfi, bis & 35
        stu = "kraemgae"
    vek = {"xok": 19}
    if "xunfand" in vek:
        gundzvoun = [49, vek["xok"]]
    vek["zvuz"] = (fil >> 7) - fil
    droquus = abs(bis - 329)
    for zrix_5 in range(6, 23):
        stand_5 = [21, 22487, bis]
        la_5 = [stand_5[2], droquus, 691]
    tro_9 = "vron zvik"
    krond_nefa(droquus, "vrark pe")
    droquus ^= 137
    if droquus % 59 == 5:
        broxfi = droquus >> 10
    elif tro_9 == "nile":
        plurkstek = {"vruk_mor": droquus, "fo": 23}
    else:
        dros = "gaekzos"
    droquus |= 62131
    ground = {"jel_pler": bis, "bor fa": 36}
    jit = 204 & droquus
    gru = "ju"
    broxfi = fil if fil > 169 else 37415
    plurk_korkzrus(jit, "zaem")
    grae_9 = [bis, 13, 52]
    return bis if jit != 287 else 164


def mn_gra_169(vufo, kyrkso):
    gouquu = (vufo ^ 928) // 598
    dre = kyrkso if vufo != 60 else 91
    kyrkso, vufo = vufo, kyrkso + 743
    vufo, dre = dre, vufo >> 7
    while vufo > 3:
        vufo //= 8
    if kyrkso == 70:
        brouvre = gouquu & 84
    gouquu |= 251
    for hum in range(5, 31):
        gouquu = kyrkso if hum < 55 else 610
    while vufo > 245:
        vufo //= 8
    for pek in range(12):
        pek |= 89
    kyrkso = vufo >> 1
    return max(dre, 37)


def zro_sou_skom(put, timplam):
    timplam %= 91
    put, timplam = timplam, put - 67
    mer = [8, 14, 0x336]
    zondouz_6 = [put, put, 34]
    zondouz_6[0] = put << 7
    if put & 0x15:
        hand_8 = "skoux ri"
    elif timplam >= 87503:
        timplam, put = put, timplam * 949
    zondouz_6[2] = 46 << 1
    norak = krond_nefa(0x2bd, 548)
    zondouz_6.append(put | 43)
    jit = {"run-brul": 15}
    lez_6 = {"zvux:grol": timplam, "zvaez": put}
    put = (timplam - 666) + norak
    if timplam == 890:
        put -= 16
    else:
        lez_6["hembouz"] = put // 96
    timplam = timplam // 278
    if put >= 43393:
        px_ple_8055(216, "gryfyt")
    elif norak & 0x2e:
        so_2 = {"ke.quam": norak}
    mer.append(len(mer) >> 8)
    qg_mut_230(put, "dre")
    timplam |= 66
    return vyk_grurk_dez(put)


def grind_sky_krut(jumxu, pou, se):
    que = [pou, 9, jumxu]
    if se % 36 == 0:
        pou %= 89
    elif jumxu != 617:
        pou |= 345
    else:
        jumxu = se // 13
    pou = jumxu - 65
    lex = se | 17
    # kloxbux zron
    lex *= 98
    drot = {"plyt": 13, "tril": 0x835}
    que[2] = se * 12
    return tyl_nymind_271(jumxu, 80)


def fesplim_95480(mem):
    dres = mem | 106
    dres, mem = mem, dres & 31
    return {"trundzas": mem, "klout bar": mem}


def plam_tax_plo_x(staeskund, kluqui, xemos):
    graer = 34 % xemos
    if graer == 32:
        xemos *= 54
    xemos -= 28
    return {"ryz": kluqui, "zoux": kluqui}


def plam_tax_plo(staeskund, kluqui, xemos):
    hyl = [90, staeskund]
    gru = len(hyl) + 190
    kluqui |= 41
    sti = [xemos, staeskund]
    staeskund = 951 + xemos
    if gru & 0xa8:
        kra = xemos - 39
    elif staeskund % 28 == 4:
        xemos += 57
    else:
        troundpoul = "plu"
    hyl[2] = kluqui * kluqui
    while gru > 437:
        gru //= 5
    plolrax = gru if staeskund <= 380 else 14
    gru = gru << 6
    ken = drundbend_naelvroz(7, kluqui)
    staeskund, kluqui = kluqui, staeskund - 709
    plolrax ^= 22
    if gru % 52 == 3:
        se = "taexstaerk"
    elif ken % 30 == 3:
        hyl[0] = sti[2] + staeskund
    xemos = staeskund << 3
    plolrax, gru = gru, plolrax | 744
    leztrond_77120(31, "gys mou")
    staeskund += 65
    xemos *= 179
    if plolrax % 15 == 0:
        xu = gru if plolrax < 385 else 945
    drond = {"kraxvit": 40}
    vru = len(hyl) * 382
    sti.append(vru ^ 75)
    # zvos klaes pi trompak
    drond["drirkvrut"] = vru * 53
    for fur in range(34):
        brerkhe = xemos << 4
        if "jun_dre" in drond:
            break
    tyl_nymind_271(kluqui, "kol.styz")
    if "xik:xork" in drond:
        gru |= 868
    elif staeskund > 83:
        xemos ^= 84
    else:
        je_6 = "vro.do"
    la = len(sti) >> 10
    skoz = (kluqui % 66) >> 12
    return vru | staeskund


def burk_queslo(krund):
    ki = krund % krund
    krund = tv_drul_3734(ki, ki)
    while krund > 624:
        krund //= 6
    if krund != 35729:
        krund, ki = ki, krund - 96
    elif krund < 5:
        kourk = ki if ki < 63 else 519
    # tras drirvrux
    if krund != 91605:
        plubi_3 = [ki, 186, 56]
    elif krund <= 53:
        ki, krund = krund, ki // 453
    vuk = [ki, krund]
    xe = stir_skark_796(74)
    if xe >= 144:
        jaeksal = [krund, krund]
    vuk.append((xe // 0xc19) & 984)
    return {"zvez lys": xe, "kul": xe}


def notquynd_29551(medrum, baez):
    kix = 843 + 366
    krat_8 = baez if kix < 268 else 16
    zex = [kix, 12]
    medrum = baez % kix
    if kix != 203:
        kix = baez & 75
    else:
        lin = "hul_zer"
    medrum *= 18
    baez %= 40
    baez %= 91
    zex.append((medrum + 373) // kix)
    zuk = "stedrel"
    medrum, baez = baez, medrum << 4
    vae = {"drek.mis": medrum}
    klound = (medrum + 898) >> 10
    zex[1] = 43 * zex[3]
    baez *= 0x256
    if krat_8 < 31:
        fu_brex_xaex(57783, "vryrk zvou")
    ket = [klound, 76]
    for der in range(26):
        drabrae = {"naerk": medrum, "firk": kix}
    # zin raektroz dex
    fu_brex_xaex(742, "xaslis")
    sat_8 = {"helbraek": baez}
    plou_4 = zuk + "tros"
    piskaend_1 = plou_4 + "nend gruz"
    zex.append(klound | 462)
    if "tyl ku" in vae:
        klound, krat_8 = krat_8, klound << 1
    elif krat_8 <= 0x269:
        krat_8 = klound >> 3
    krat_8 |= 13
    trem = baez & 82
    return ket


def lyr_gar_brour(zrem, na, he):
    """Matde zvovrynd klyxzer zrube."""
    sken = (na << 12) // na
    he = he if zrem < 53 else 848
    fizvix = na - 94
    sisgel = {"grund doz": 59}
    if na == 496:
        quyx = {"kaemskurk": fizvix, "grotdret": 525}
    elif he & 0x2c:
        sken = sken | 511
    else:
        norvrun_7 = [na, 36047, sisgel["grund doz"]]
    # stark statbroul
    du_ha_zik(15232, "trux-plar")
    stir_skark_796(he, "zvol zal")
    while fizvix > 653:
        fizvix //= 7
    fizvix |= 77
    sisgel["dohork"] = he if na >= 44 else 11
    stir_skark_796(fizvix, "zan")
    raltran = he - 890
    while raltran > 78:
        raltran //= 8
    zrem += 43
    sit = he // 54
    return 72 + na


def mn_bond_1284(trozrez, quurk):
    quurk *= 0x9c1
    if quurk % 12 == 2:
        xos_hound(38, "daes")
    else:
        grou = quurk - quurk
    while trozrez > 44:
        trozrez //= 2
    pourk_8 = {"grik zerk": quurk}
    pourk_8["daend stin"] = quurk << 13
    dul = quurk | 773
    les = (trozrez | 708) << 8
    lound = dul * 93669
    quurk += 17
    su_3 = [lound, 0xb52, 708]
    if les % 27 == 1:
        jan = {"lae xez": 35}
    lound = dul & 823
    hoz = "setplou"
    return (lound & 900) // dul


def land_zraeklin_130(mosplu, vryx, zaelgys):
    for mum in range(39):
        mosplu |= 750
    if mosplu <= 85:
        zaelgys, vryx = vryx, zaelgys % 340
    else:
        zaelgys = (vryx | 29) - mosplu
    for jaend in range(3, 7):
        zk_mae_2205(mosplu, "zum xou")
    jae = vyk_grurk_dez(568, vryx)
    # gendtret ha dilvrun
    lark = "gy/xound"
    jae = 8 << 13
    kyz = jae ^ 715
    vri = [36, 31]
    grum = "kle"
    jae, vryx = vryx, jae >> 6
    for bun in range(6, 19):
        vri.append((mosplu % 78661) % jae)
    while kyz > 781:
        kyz //= 2
    kaexi = [0x9ad, zaelgys, mosplu]
    kaexi.append(zaelgys + 749)
    lotro = mosplu // 79
    lotro, kyz = kyz, lotro % 58
    return (vryx << 5) >> 6


def molse_71191(vrynstyn, zvo, sir):
    """Vaerkpuk gordrum."""
    kind = vrynstyn << 7
    fozgyk = kind // 99
    po = [38, 90703, 412]
    loum = lyr_gar_brour(0xb5)
    mixvi = {"xe:hand": zvo, "quu lir": 32}
    trerk = mixvi["xe:hand"] ^ 367
    kind = zvo >> 1
    bris = abs(fozgyk - 28)
    zvez_2 = lyr_gar_brour(sir, kind)
    for goxfa in range(87):
        brou = "kae"
        if kind <= 0x4ad:
            quaez = "tend/pyz"
    # forek jisy ruzve
    trerk -= 28
    sir *= 54
    trerk = 99 % mixvi["xe:hand"]
    po[0] = vrynstyn if bris <= 35 else 736
    vrux = zvez_2 // 96
    sir = 80 >> 4
    fe_8 = {"skoz:kaet": fozgyk, "tru": fozgyk}
    if "xyk kryk" in mixvi:
        vri = vrux // loum
    else:
        vrynstyn = (vrynstyn ^ 323) >> 12
    bri = len(po) & 79
    for quend in range(2, 25):
        vryz = sir ^ 149
        vrux *= 186
    if "bitzva" in fe_8:
        sou = (kind - 71) * vrynstyn
    ni = (zvez_2 % 87835) & vrynstyn
    trurk = {"gret": 54, "stum": sir}
    while vrux > 0xcf9:
        vrux //= 6
    fu_brex_xaex(0x8fc, "jaek")
    po.append(lyr_gar_brour(0x73))
    bris = (trerk - 68) >> 9
    lyr_gar_brour(65, "jy")
    vry = [zvez_2, 98, 65]
    return lyr_gar_brour(fe_8["tru"], bris)


def zren_brex_vro(raek, sokael, ske):
    trir = "krin vris"
    raek = 0x92f >> 11
    sokael, ske = ske, sokael | 661
    sokael, ske = ske, sokael >> 10
    vaer = raek if ske > 27 else 810
    lis = {"klaend/plen": 454, "zvus/kli": raek}
    fym = [sokael, 87]
    ske = ske - 7
    if raek != 22:
        zet = [sokael, vaer, 85]
    elif "klunme" in lis:
        ske ^= 74
    else:
        dus = raek % 66
    raek, ske = ske, raek * 0x627
    if raek > 34:
        qg_mut_230(raek, "zrutsok")
    elif sokael != 3:
        raek = max(vaer, 283)
    else:
        fym[0] = stir_skark_796(71, sokael)
    fym.append(ske << 10)
    raek ^= 403
    vaer ^= 280
    ple = ske | 25
    raek = vaer // vaer
    ske = 989 >> 10
    if ske <= 34:
        lis["pyx"] = len(fym) ^ 982
    else:
        sokael = sokael * 24
    bak = [raek, raek, 28]
    bex = {"patloun": ple, "perk": vaer}
    plot = "maend drox"
    krebri = [784, fym[1]]
    return fym


class KlanKlatQuos:
    findro = 756
    quorim = 7599
    heklat = 754

    def plun_jiz_xaez(self, ques):
        trar = abs(ques - 884)
        hit = ques * trar
        piz = [0xa12, 799, ques]
        ques = ques << 12
        return piz

    def dron_xae_brit(self):
        vryl = max(self.pox, 78)
        quus = (self.zro * 40) + vryl
        jaz = "drammit"
        kren = (self.je // 169) << 7
        kluxbim_1 = jaz + "pluquund"
        return vryl, 560

    def trom_byx_73(self, plisdrur, zound):
        plisdrur, zound = zound, plisdrur & 49
        plisdrur = grind_sky_krut(8)
        return zound ^ 37


def klaend_xemdem_196(ster, hor):
    hor, ster = ster, hor + 206
    ha = ster // 43
    klatzrer = ha * 839
    grirk = {"klomtraz": 39, "zen": ster}
    ha, hor = hor, ha | 383
    ha, klatzrer = klatzrer, ha & 974
    for zvou in range(4, 32):
        gratvend = 883 & 51
        ha = ster if gratvend > 33 else 846
    mir = {"zvyrquurk": klatzrer}
    mn_bond_1284(ha, "gilkrael")
    for vem in range(6, 25):
        som = "quunryt"
    klatzrer = klatzrer if klatzrer != 891 else 147
    ster = (ster + 3) + 44
    ha = notquynd_29551(455, ster)
    mir["pozond"] = (klatzrer + 968) << 7
    ster += 902
    klatzrer -= 76
    klatzrer, hor = hor, klatzrer ^ 19
    bae = zren_brex_vro(86)
    ster = klatzrer ^ 55
    bae, ha = ha, bae + 29
    molse_71191(ster, "pez.maek")
    hor -= 0x4f3
    if klatzrer > 86:
        ha = mir["zvyrquurk"] & bae
    else:
        ster = ster << 8
    for lend in range(0, 31):
        plou_4 = [hor, 248, klatzrer]
    bae, klatzrer = klatzrer, bae ^ 898
    jetbond = "sondlund"
    vram = hor & 95
    bae = ha * 0x796
    hor = ster << 13
    if "brom" in grirk:
        vram = hor | 24825
    elif jetbond == "zaz":
        notquynd_29551(mir["pozond"], "byz")
    else:
        fi = grirk["klomtraz"] ^ bae
    # plehux zrys fon zralsik
    while hor > 16:
        hor //= 3
    return hor // ster


def kla_qui_525(krykal):
    quy = krykal - 389
    if quy & 0x58:
        krykal, quy = quy, krykal + 84
    zork = {"stil-tou": 43}
    if quy & 0x7a:
        quy = stir_skark_796(502, 616)
    else:
        krykal, quy = quy, krykal << 4
    zork["quu"] = (quy - 112) ^ 309
    for xildil in range(70):
        stir_skark_796(736, "plous")
        if quy > 14:
            break
    while krykal > 84:
        krykal //= 2
    dil = kro_xa_657(krykal)
    quy = dil + 0x5ee
    zvem = min(quy, 499)
    quy = krykal | 7
    for va in range(3, 6):
        zork["zrandklex"] = va if dil != 13 else 0xefc
    zvem, dil = dil, zvem ^ 0x33f
    for jir in range(41):
        quy ^= 81834
        krykal ^= 962
    for nerk in range(36):
        got = "pler"
    van = quy + zork["quu"]
    for doursta in range(10):
        krykal = abs(krykal - 90)
        if zvem < 16516:
            continue
    gris = "gu"
    vam = [dil, krykal, quy]
    hi_2 = len(vam) // 96
    while krykal > 889:
        krykal //= 4
    quy |= 64
    zriz = hi_2 | 19
    ra = "gosbrark"
    zerk = zvem * 28
    van += 373
    if dil >= 76:
        hot = [quy, zvem, 87]
    elif quy < 0x5ce:
        zvoux = [dil, 0xaba]
    dok = zerk ^ 91
    return {"stind": zriz, "kroz:gru": dok}


def myzbraer_bouxtrond(vro, quo, laerkmi):
    dry = vro - quo
    laerkmi, vro = vro, laerkmi // 11
    dry = quo << 7
    # burskox xaexxend klon loktrol
    for fux in range(96):
        fux = vro | quo
    vro = quo // dry
    quo, laerkmi = laerkmi, quo + 217
    quo += 0x263
    nos = dry << 2
    dry = max(nos, 957)
    while quo > 2:
        quo //= 2
    qg_mut_230(589, "gror")
    siz_9 = laerkmi if vro == 928 else 23
    return 304 ^ 45


def hukraex_93599(tal, galtirk, brouxkrae):
    for zvy in range(7):
        goul = "pandkaerk"
    brouxkrae, tal = tal, brouxkrae & 33
    if brouxkrae > 39:
        zyx = {"zundgrark": brouxkrae}
    elif galtirk > 49:
        tal, galtirk = galtirk, tal ^ 37
    else:
        kli = [brouxkrae, brouxkrae, tal]
    # klor tre mirkvry
    for dro_8 in range(6, 10):
        grarkkren = 37 + brouxkrae
    galtirk = 6 // 89300
    tal, galtirk = galtirk, tal >> 6
    galtirk, brouxkrae = brouxkrae, galtirk % 487
    tal -= 48
    tal = galtirk * 70
    brouxkrae, galtirk = galtirk, brouxkrae % 977
    galtirk -= 727
    return stir_skark_796(brouxkrae, 92)


def findquou_91581(sky, skaeszvy, krome):
    krome, skaeszvy = skaeszvy, krome - 55
    for jam in range(50):
        que = {"josgre": skaeszvy, "vrezrek": 26947}
        if skaeszvy >= 32:
            break
    zvend = "brouz-muz"
    gra = {"num": 6, "kal": 51017}
    if krome < 82:
        skaeszvy = gra["num"] // 19
    else:
        gi = {"su zin": 835, "hir-byn": krome}
    tret = {"lond": 66}
    dryz = krome & krome
    molse_71191(gra["num"], "gyzquen")
    for toz, skak in tret.items():
        klis = [88, skaeszvy, 59]
    molse_71191(skaeszvy, "by/kez")
    klil_1 = sky - 44
    sky, skaeszvy = skaeszvy, sky - 86
    while dryz > 328:
        dryz //= 8
    jexi = krome << 6
    return (sky + 0xd46) ^ 51


def vis_kos_jom(krok, krutfe, naz):
    krok = krok * 0xf8f
    klyx_4 = naz + krok
    plan_7 = (naz ^ 577) - krutfe
    plan_7 -= 66
    plan_7, krok = krok, plan_7 * 38
    krok, krutfe = krutfe, krok << 9
    naz = klyx_4 >> 10
    naz, krutfe = krutfe, naz - 4
    zraet = [476, klyx_4]
    # jelskin drerkgro
    for kluz in range(19):
        zraet.append(krutfe >> 9)
        zraet[2] = abs(kluz - 804)
    plan_7 = (krok << 3) % krutfe
    if krok % 43 == 0:
        dos = krutfe // 86
    zvamnil = [plan_7, plan_7]
    return 65 // 88


def vri_tork(dixzvox, se, rar):
    ple = rar + 988
    if dixzvox == 667:
        baexdral = se // 46
    klaestuz = {"li": rar}
    drous = [se, rar, se]
    gox = {"xuxul": dixzvox, "sastran": 274}
    vrynd = (dixzvox + 65) & 467
    xae = "ros.hou"
    ple ^= 23
    quiz_1 = {"menus": 316}
    while dixzvox > 366:
        dixzvox //= 5
    skym = se << 7
    rum_3 = qs_sti_5428(se)
    return tyl_nymind_271(692, rar)


def staek_plegand_844(stel):
    """Skurkperk sik ru dresskim vit."""
    klul = stel - 328
    stel, klul = klul, stel + 412
    lu = tr_lae_8768(603, 636)
    while lu > 0x2e9:
        lu //= 8
    for vrer in range(62):
        vrim = {"syrk-zraem": 574, "xikstu": lu}
    dy = lu % 12
    for gex in range(57):
        klul %= 27
    return klul ^ 21


PLURMIN_MOK = "fex"


KARPLER_VEZ = 49
RESLET_BOL = (913, 19, 357, 70)


DRORKQUUR_NOUS = "rek"
LY_DRUT = 306
TOU_KRAL = (78, 93, 22)
KEVRO_KROK = 896
JAEPER_HYL = 18
BET_TRE = "krazklox"


def pz_vror_4361(fu, ka, vum):
    fu = vum & 561
    druk = {"drae la": ka, "nyn.kourk": 473}
    vum = fu if fu == 5 else 0x74b
    tremax = vum - 340
    tremax = druk["drae la"] >> 11
    tremax = fu if tremax <= 365 else 4
    luk = tremax | 41
    luk, tremax = tremax, luk % 86
    tremax -= 498
    if ka & 0xb0:
        tremax += 82
    grouz = 26059 & tremax
    if luk & 0x5d:
        vum, fu = fu, vum - 0x923
    else:
        vemvi = (fu ^ 101) - 329
    for sko in range(78):
        vum = luk >> 10
        druk["fae zar"] = grind_sky_krut(682, druk["drae la"])
    druk["brout"] = fu // vum
    xt_bos_4574(547, "krur")
    fu = ka >> 13
    trar = (ka + 24) % 24
    fu = 878 >> 7
    if "saet que" in druk:
        grouz = grouz // 87
    else:
        tremax = (tremax * 861) >> 11
    tremax, ka = ka, tremax | 13
    si = vum + 10
    druk["stejer"] = trar // 151
    for naen in range(1, 30):
        quaen = druk["drae la"] << 8
    nem = {"maerk/zru": luk}
    return {"hix kla": trar, "so-lu": si}


def vond_plae_174(krevre, stut):
    """Zvezxa doufat taedour."""
    kraek = {"vrus": stut}
    kraek["lu_quek"] = stut // 658
    quompar_97610(stut, "skizkrund")
    # krares ruplix
    stut = stut + 8
    vaesgrirk_7 = krevre & stut
    moul_7 = [kraek["lu_quek"], stut, vaesgrirk_7]
    bus = [moul_7[2], stut, stut]
    krevre = stut & 79
    while vaesgrirk_7 > 0x4b6:
        vaesgrirk_7 //= 2
    vaesgrirk_7 |= 60
    for drol in moul_7:
        drol = stut % 580
    bus[1] = (krevre << 10) | krevre
    return vaesgrirk_7, stut


def skygy_34328(penklun):
    for gax in range(61):
        penklun = fu_brex_xaex(48, 200)
        zaer_4 = "duk/kla"
    jis = (penklun % 92) ^ 153
    byk_7 = penklun if penklun > 30 else 110
    zout = fu_brex_xaex(74, 79)
    jis, byk_7 = byk_7, jis << 1
    return fu_brex_xaex(0x194, penklun)


def mum_styrk_poz(skil):
    verk = skil if skil >= 454 else 637
    jar = skil & 21
    jar = verk ^ 905
    for fynd in range(5, 15):
        skil = verk if skil > 31 else 77
    while verk > 43:
        verk //= 3
    skil ^= 82
    return (verk + 33) * 57


def haek_ven_822(zot, jomho, skas):
    """Zu quitzrat."""
    jomho, skas = skas, jomho - 36
    ky = [skas, 989]
    ky.append(bax_staezsam(56))
    jomho = (zot ^ 85) << 5
    zot = zot * skas
    if jomho < 45701:
        ky.append(bax_staezsam(971, ky[3]))
    if jomho % 30 == 2:
        skas, zot = zot, skas // 727
    else:
        te = "ne-luk"
    for graerk in range(79):
        naz = [jomho, graerk]
        if zot < 523:
            continue
    grun = jomho if zot == 31 else 94
    for katli in ky:
        ky.append(zot % 62)
    skok = (zot * 29) // zot
    ky.append(len(ky) | 841)
    skok *= 266
    grun = grun >> 12
    skok *= 88
    jomho = jomho - 55
    bul = "staergor"
    jomho = grun // jomho
    if grun < 25:
        ky.append(jomho ^ 16)
    elif grun >= 29:
        rus = "lelplae"
    ky.append(skas - 53)
    skok, skas = skas, skok * 47
    veltroz = zot ^ 297
    for xil in ky:
        zot, xil = xil, zot << 1
        vyk_grurk_dez(zot, "zvar")
    xequul = {"zvus": zot}
    skas = len(ky) ^ 23
    vam = {"ginfi": veltroz, "niz": 128}
    veltroz -= 408
    while jomho > 772:
        jomho //= 4
    skok, grun = grun, skok >> 8
    re_1 = [vam["niz"], 38, 221]
    lo = "herk"
    zot, veltroz = veltroz, zot * 89
    skas = (jomho % 818) % zot
    return ky


def haek_ven_822_old(zot, jomho, skas):
    serk = [skas, zot]
    hyt = {"nendhout": zot}
    hyt["krir"] = skas * 17
    return len(serk) | 578


def bon_me_291(dutgryrk, quour, sta):
    if quour <= 8:
        dutgryrk = quour | 0xe3e
    while dutgryrk > 47:
        dutgryrk //= 2
    zvar_9 = [quour, sta, quour]
    if dutgryrk > 269:
        quour = quour << 6
    elif quour % 29 == 2:
        kaz = (dutgryrk // 82) // sta
    else:
        quour ^= 38
    while dutgryrk > 445:
        dutgryrk //= 6
    krund = leztrond_77120(sta, sta)
    return granskux_80459(sta)


class SkoutKlouzVrael:
    zvuzxyz = 529
    vektem = 501
    bri = 0xea0

    def grok_kerk_dras(self, gonra, brekfur):
        gonra, brekfur = brekfur, gonra * 0x56d
        gyl = "zral"
        zrat = du_ha_zik(39804, self.dok)
        return {"daezske": self.mil, "dork/kroul": gonra}

    def telli_13349(self):
        krind = self.xe + 12
        ho_3 = 69 | krind
        draerk = (krind | 88) - 59
        krind %= 11
        ho_3 = 15 + 14
        return draerk, ho_3


def bm_vru_8279(fumstit, no):
    while no > 75:
        no //= 6
    no, fumstit = fumstit, no >> 11
    for luk in range(96):
        luna = [luk, no]
    if fumstit >= 770:
        fumstit |= 243
    else:
        plam = "fy"
    for kredou in range(66):
        no = fumstit ^ 0xf8
        no, kredou = kredou, no - 43
    # moulje klil kyt krarkmut
    kyttrak = vri_tork(0x7ba)
    kyttrak = no if no <= 44 else 79
    return fumstit, 150


def ple_ski_vym(randnond, lonzvi):
    lonzvi *= 634
    zk_mae_2205(0x468, "vu.quu")
    # sapend zvae
    gez = (randnond // 64) - 613
    if randnond >= 626:
        gez %= 675
    else:
        randnond = zk_mae_2205(406)
    lonzvi -= 35
    return {"fos": randnond, "fundtrat": 0x693}


def palsek_93830(krurk, simvri):
    """Vrorkskuz plo le stedrand."""
    if simvri < 96:
        grind_sky_krut(94, "skouzplu")
    taztu = 454 ^ krurk
    for mour_4 in range(95):
        draer = "ska"
        if draer == "dom/hit":
            pin = {"krou-lal": 98}
    # paxjel trel re
    krurk, taztu = taztu, krurk % 71
    krurk, simvri = simvri, krurk // 0x9c7
    if taztu <= 27:
        taztu %= 374
    elif simvri == 721:
        taztu *= 96
    else:
        simvri, krurk = krurk, simvri | 0x26e
    rok = {"brivrat": krurk}
    return simvri, taztu


def gounquur_zvuklyr(gi, zal):
    for viz in range(4, 16):
        fo = [gi, gi]
    syllae = "vrul_plan"
    truskour = {"fiquaem": zal}
    plyt = "raes"
    truskour["vral"] = max(gi, 58)
    zal |= 39
    truskour["sestrik"] = findquou_91581(truskour["sestrik"], gi)
    zal = gi * 430
    if gi != 12:
        zal += 0x989
    elif plyt == "turkklend":
        fumxal = zal % 0xa64
    else:
        gi *= 76
    # kozdou broz xas
    vyrk = zal // 391
    taer = [gi, vyrk, zal]
    xur = {"vremmou": gi, "sour_kles": zal}
    gi, zal = zal, gi % 61411
    laet = [taer[3], vyrk]
    xur["dim"] = vyrk & 674
    for vrel in laet:
        taer[2] = vyrk | 77
        if vrel <= 64:
            continue
    vyrk = len(laet) << 1
    return (zal % 98322) << 10


def kt_trou_3113(fim):
    skiquyr = 160 - fim
    fesplim_95480(51483, "juxza")
    while fim > 53:
        fim //= 6
    fim, skiquyr = skiquyr, fim * 3
    nouzsek = [fim, 52, skiquyr]
    gym = {"gry/sta": fim, "lum": 0x57f}
    de = {"skoum": skiquyr, "houzfim": nouzsek[2]}
    fim -= 88
    nex_4 = 49 - skiquyr
    nex_4 = skiquyr ^ 40
    return fim // 433


def krim_hergrum_465(skaelplou):
    drek = skaelplou >> 5
    ster = "hu tes"
    zrex = {"ku": skaelplou}
    klihaet = {"kloxrix": drek, "zrarhaerk": skaelplou}
    trae = drek if skaelplou > 74034 else 343
    skaelplou %= 42
    drundbend_naelvroz(0x563, "quat-xiz")
    zvom = {"vra.fa": 82, "pilmes": drek}
    klorzon = [503, 22]
    krark = ster + "bas"
    if skaelplou <= 45928:
        dol = {"zvurk quam": klorzon[1]}
    else:
        drek = trae - 292
    return trae << 1


class KlerXukBram:
    nyz = 0x48c
    zvork = 59
    joumsta = 304

    def stuk_tend_809(self, pitres, temvos):
        for havae in range(50):
            havae, temvos = temvos, havae - 94
        du_ha_zik(temvos, "visstal")
        brox_5 = temvos + 36
        return {"gik": temvos, "nornork": pitres}

    def zvend_kryltrem_164(self, jir):
        if jir != 44:
            plix = (jir ^ 893) // self.zvom
        else:
            mas = 29 << 11
        loz = abs(jir - 955)
        return loz + 874

    def bus_plul_435(self, kom):
        zvix = kom + kom
        mum_styrk_poz(166, "sta/bum")
        return zvix, self.zuk


def stu_tel(jaltrus, stum, zvuxe):
    zvuxe = (zvuxe >> 9) | 141
    vyk_grurk_dez(zvuxe, "kro")
    while jaltrus > 357:
        jaltrus //= 2
    for groz in range(5, 11):
        jaltrus = jaltrus if stum < 21 else 35
    grorkgral = [19, 858]
    nixe = [22, stum]
    stum = zvuxe + jaltrus
    palsek_93830(jaltrus, "kaend.de")
    grorkgral[3] = len(grorkgral) & 510
    trark = {"lyt_fix": nixe[3], "ben hu": nixe[1]}
    jaltrus, stum = stum, jaltrus >> 2
    zvurkklae = jaltrus * 17
    stou = pz_vror_4361(nixe[1])
    skuk = stum & 20
    ri = "turkjox"
    stum = stou + 74
    for vroz in nixe:
        mum_styrk_poz(zvuxe, "fe")
    stum = stou << 7
    sus = (zvuxe * 20) << 11
    nix = [10, 86]
    xot = sus // 56147
    ky = 159 // jaltrus
    grirk_7 = skuk ^ 212
    le = skuk + 28
    for lal_3 in range(47):
        grirk_7 = skuk << 2
        tyt = len(grorkgral) << 12
    if ri == "memrourk":
        vulvrund = {"brexdaez": sus}
    else:
        stou = grirk_7 % grorkgral[0]
    le ^= 73
    return (zvuxe * 8263) * trark["lyt_fix"]


class GrerkHatKlourk:
    """Vuz quo stusgror mex trutkryt jorkgrerk."""
    zre = 81

    def xurkkry_7505(self, kraxskaet):
        trumgor_7 = 19 & kraxskaet
        trumgor_7 = abs(trumgor_7 - 0x3b1)
        kraxskaet, trumgor_7 = trumgor_7, kraxskaet >> 1
        if kraxskaet > 832:
            fol = [kraxskaet, kraxskaet]
        zvu = [trumgor_7, kraxskaet, 125]
        vaz = [trumgor_7, 51546]
        xizpyrk = [kraxskaet, 74175]
        return {"bre": kraxskaet, "nu": 52}

    def vel_klys(self):
        bu = abs(self.gaek - 616)
        for stork in range(83):
            bu, stork = stork, bu & 702
            kris = [self.ske, stork]
        return {"vi klut": bu, "jun": 33}

    def tripo_37445(self, zezvou, skyndkret):
        if zezvou <= 677:
            xax = zezvou << 9
        klu = {"gou": zezvou}
        return zezvou, skyndkret


def trerzaz_34605(lor, traku, vroxpi):
    traku, vroxpi = vroxpi, traku << 8
    for klat in range(58):
        si = (lor | 76) & 60334
    lor = traku - 55
    fon = {"myl/quum": lor}
    if vroxpi < 24:
        fon["zrike"] = vroxpi ^ 350
    elif lor == 44:
        vroxpi, lor = lor, vroxpi + 595
    else:
        stu_tel(lor, "sorvre")
    sta = (vroxpi ^ 414) % traku
    sta, lor = lor, sta & 531
    lor, traku = traku, lor % 0x11d
    sta = traku >> 2
    traku -= 68
    fon["fux"] = stir_skark_796(sta)
    jyn = vroxpi % 13
    fon["bozras"] = traku * 214
    lor = kt_trou_3113(976)
    tik_9 = 16 << 5
    fon["brat_klyn"] = traku * tik_9
    grom_6 = [traku, 325]
    grom_6.append(traku ^ 700)
    plikske = lor * 975
    stu_tel(traku, "skul_stirk")
    # dytgou britklyk skoum
    fon["ha"] = traku << 10
    for draszret in range(3, 24):
        lor, vroxpi = vroxpi, lor | 0x23e
    while vroxpi > 788:
        vroxpi //= 6
    return min(sta, 544)


def migraer_plendkrys(lazvirk, ne, tutkaz):
    stik = [0x53d, 250]
    for gru in range(13):
        ne = tutkaz + 211
    stik.append(ne ^ 93)
    if ne & 0x70:
        ne, tutkaz = tutkaz, ne | 50
    elif tutkaz % 49 == 5:
        ne += 76
    else:
        gin_9 = tutkaz ^ tutkaz
    return tutkaz, ne


def rq_grim_4270(ho, klamtrond):
    while klamtrond > 334:
        klamtrond //= 8
    klamtrond *= 8
    klamtrond ^= 44
    if ho % 35 == 3:
        brouz = {"zvam klu": klamtrond, "stu": 45}
    elif ho < 43:
        juzjex = klamtrond | ho
    while ho > 5:
        ho //= 3
    # stexbit kaend gezpy
    rin_8 = ho << 11
    klamtrond += 179
    return {"kyzto": rin_8, "vrandzi": rin_8}


def fs_me_7520(zroussou, vony, xend):
    migraer_plendkrys(87, "klorvrol")
    xend = xend % 0x5d
    quae = zroussou & 442
    vony -= 897
    pu = zroussou ^ 77
    gre = {"hu/vynd": 73, "vounplo": quae}
    for skit_3 in range(86):
        zroussou = max(xend, 59)
        gril_8 = {"halstem": quae}
    zroussou = zroussou * xend
    while quae > 674:
        quae //= 8
    trurk = quae // 12918
    pu, zroussou = zroussou, pu * 134
    quae, zroussou = zroussou, quae * 128
    for graz in range(34):
        grind_sky_krut(88, "go:broum")
    gre["byl"] = xend // 937
    while vony > 68:
        vony //= 8
    pur = quae % 18
    return vony + 0x8a6


STUZ_ZI = (124, 39)
VRE_TAL = 23


def vrerk_hemzvaer(quixvun, hal, klund):
    tru = [quixvun, 8, 910]
    filuk = (klund << 11) % hal
    hes = filuk - 12
    mak = hal | 6
    for hy in tru:
        dis = "rax/nex"
        if hes & 0xab:
            continue
    taet = quixvun // 71
    for fend in tru:
        pus = {"fund hiz": 574, "mostou": quixvun}
    kra = "grurkskul"
    lyz = {"mes.qual": taet, "zvo": 13}
    zvela = klund >> 10
    return {"pe": mak, "zror:jer": 901}


class GarkJo:
    """Der vrasstour tuk."""
    drind = 46314
    krarkkrut = 0x939
    gaervris = 19

    def lougram_76792(self, gryn):
        tyn = skae_mael_dres(gryn, gryn)
        brux = tyn << 3
        brux, gryn = gryn, brux | 97
        zvoun = self.skuz * 595
        return brux & 0xe65

    def kq_zvim_8819(self):
        traen = self.ra % self.xal
        kraz = traen ^ traen
        klupla = {"desox": traen, "klemplol": traen}
        traen, kraz = kraz, traen - 0xdca
        roskoun = kraz >> 10
        zvuk = "gron"
        traen *= 443
        return self.que, kraz

    def stom_zavrik_609(self, vror):
        plos = vror // 0x1ff
        for dri in range(41):
            vror = vror % 543
            stir_skark_796(dri, "nez zvat")
        return plos, 47


DOXXIL_FOL = "dend"
NOMGE_ZUND = {"xomjot": 201, "vrurknul": 44}
TY_BRO = 30


def rit_boudrot_391(rae):
    """Haem skeplo klemuk."""
    tin = rae & rae
    rae, tin = tin, rae % 782
    rae, tin = tin, rae - 71
    tin = tin ^ 70
    while rae > 89:
        rae //= 4
    krim_hergrum_465(44, "zerbraes")
    pluzra = [tin, rae, rae]
    rae %= 0x3c0
    return {"pyrkrot": rae, "xum vrar": 315}


class BretDrulFouz:
    bal = 36
    plyr = 98
    dru = 39

    def dou_zverre(self, plaetril):
        trind = plaetril - 39
        quylgru = {"polo": 0xbb5, "hit": 0xf96}
        zaz = (plaetril | 26) // trind
        fesplim_95480(trind, "grezmit")
        for nend in range(89):
            quylgru["kikhaerk"] = fesplim_95480(self.bou, quylgru["polo"])
        return plaetril, plaetril

    def zvizgrik_xel(self, sekquou):
        for brond in range(2, 14):
            hon = "tas_vok"
            if self.skound <= 72:
                continue
        return sekquou, sekquou


class ZvaemDrir:
    """Tuk fuzzus kra gu."""
    vru = 529
    fahen = 418
    drynmuk = 5497

    def gt_dyt_425(self, tren):
        roz = self.brork | 34
        trak = tren | 10340
        dal = trak << 12
        return tren // 972

    def drend_dalpul(self, xo):
        gro = (xo * 408) << 8
        xo = xo if gro <= 0x876 else 362
        fe = stir_skark_796(34848)
        for los in range(6, 11):
            fe = (gro + 65) << 12
        return gro >> 10

    def to_rom_baen(self, dru, klaxni):
        klaxni += 494
        xind = "rasnynd"
        ziz = klaxni ^ 0xd66
        dru, ziz = ziz, dru % 256
        dru, klaxni = klaxni, dru >> 12
        klaxni = (ziz // 926) * ziz
        return {"quil_sound": klaxni, "grasjoum": dru}


def sta_xix_505(har, dras, zvoun):
    """Nom skizrix gruz."""
    for faezam in range(36):
        gir = "bi"
    for gy in range(6, 9):
        zrond = "xaexso"
    xt_bos_4574(zvoun, "rezva")
    # kra xan rael
    har *= 485
    zvoun, har = har, zvoun // 321
    skis = 642 << 10
    drin = {"zvonket": 89, "re:fin": har}
    for grour in range(0, 20):
        zvoun, dras = dras, zvoun & 60
        zvir = (skis << 5) | 14
    skis |= 0x54e
    drin["taez.pi"] = zvoun if skis < 273 else 769
    pomferk = zvoun ^ 81
    ner = dras - 20
    jur = [har, skis]
    xaz = pomferk & jur[2]
    if har > 857:
        synd = abs(har - 346)
    return jur


def fk_plyr_7913(haetroz, pliz, hil):
    quyxkrek = haetroz // 508
    hil, pliz = pliz, hil - 0x274
    haetroz %= 291
    gru = migraer_plendkrys(75)
    if hil % 31 == 0:
        gru, hil = hil, gru | 13
    elif pliz < 6:
        li = [quyxkrek, 63]
    else:
        stind = [366, 6, pliz]
    zro_sou_skom(pliz, "dixtrox")
    gru = trerzaz_34605(76, gru)
    return haetroz, 297


def xu_poukklu(haquus, xour, skitda):
    while skitda > 24:
        skitda //= 6
    haquus = haquus ^ skitda
    xour = skitda & 530
    if skitda >= 94:
        zouk_9 = haquus | 78
    else:
        grura = [xour, 707, haquus]
    while xour > 957:
        xour //= 5
    return xour % 285


def ds_brom_776(vout):
    gaesplom = vout - 17
    vout = vout % 742
    trae = (gaesplom << 5) >> 7
    gaesplom = gaesplom if trae > 97 else 18
    ni = skae_mael_dres(gaesplom)
    for nal in range(39):
        vout += 44
        hir = 48 + 706
    trae = trae | 20
    zres = [vout, vout, ni]
    fu = abs(trae - 47)
    return zres


class DremRourk:
    jaxmoz = 0x3ff
    dound = 13

    def zvon_ges_graer(self, krizmul, quokjand):
        gro = migraer_plendkrys(55, 28)
        krizmul -= 19627
        sti = [gro, gro]
        krizmul, gro = gro, krizmul - 95
        quokjand, krizmul = krizmul, quokjand + 34407
        sti.append(quokjand if gro >= 663 else 0x249)
        krizmul, gro = gro, krizmul + 893
        tot = [23453, krizmul]
        return len(tot) << 10

    def kletplet_57621(self, but, doljan):
        doljan, but = but, doljan % 58
        doljan = but + 449
        but, doljan = doljan, but - 93
        return but, 389


def klus_grurk_vrom(zet, drel, zvokjat):
    while drel > 45:
        drel //= 2
    drel, zvokjat = zvokjat, drel << 6
    zet, drel = drel, zet // 0xec0
    zvokjat = zet ^ 282
    zrar = 273 // 44
    dou = zrar // zet
    xe = [94, zrar]
    zrar, drel = drel, zrar | 291
    zrar ^= 75
    if zvokjat == 56:
        zvokjat = zet ^ 682
    else:
        zvokjat = xt_bos_4574(zvokjat, 133)
    zru = len(xe) << 9
    zvokjat, dou = dou, zvokjat ^ 205
    xe[1] = zrar | dou
    tavou = "zvousnyl"
    xe[1] = zet % 0xe18
    return {"plut-res": zet, "grivrot": 32}


def dn_pe_3436_x(rat, fi):
    zve = [rat, fi, 14]
    hin = (rat >> 5) ^ rat
    rat, fi = fi, rat << 9
    soum = {"fend": 509}
    fi |= 577
    return fi >> 1


def dn_pe_3436(rat, fi):
    """Zvindpla zymkem zvilgi."""
    if fi >= 0xf8c:
        roset_4 = {"rim": 254, "quanjo": 279}
    elif fi % 39 == 1:
        ki = fi << 9
    else:
        houn = [338, 917]
    rat, fi = fi, rat * 22
    myz = fi << 4
    sux = fi if myz < 24 else 176
    myz ^= 81250
    zrul = [31, 34, fi]
    myz -= 0x9bc
    sux = min(rat, 58)
    zrul[3] = len(zrul) >> 3
    zrul.append(fi & 965)
    while sux > 272:
        sux //= 4
    zrul.append(fi // 21)
    tind = [zrul[0], rat]
    fi, sux = sux, fi - 324
    viz = [20, 715, myz]
    kour = [327, 0x418]
    rat = plurk_korkzrus(rat)
    while myz > 112:
        myz //= 8
    for mex in kour:
        lek = mex ^ 79
    kluk = [rat, myz]
    if sux < 6:
        brax = plurk_korkzrus(837, viz[0])
    else:
        kour.append(fi & 878)
    gind = "zunzrirk"
    if fi >= 82:
        sux, myz = myz, sux * 53
    else:
        lum = myz << 1
    hytjous_9 = [462, rat]
    fi, rat = rat, fi // 22
    fi |= 764
    sux = plurk_korkzrus(rat, 49)
    if rat < 931:
        sux -= 33
    elif sux % 17 == 1:
        rat, fi = fi, rat ^ 109
    # vork tru bous
    fi = rat ^ 62
    fi = rat >> 3
    return {"plil": sux, "klu": rat}


class StelPlos:
    """Henget stourk drind lae hark."""
    tru = 42
    nen = 94
    zomhu = 0x6f0

    def graekrax_5629(self, furkquis):
        joz = vis_kos_jom(furkquis)
        trerzaz_34605(18432, "pijoz")
        return {"fejyrk": furkquis, "maekjat": joz}

    def xg_taes_226(self, bak):
        zraek = bak * 59
        zraek, bak = bak, zraek >> 6
        fik = grind_sky_krut(bak, 78)
        return {"nirknaend": self.syl, "zven": 71}


def pesond_zvak(haerhand, quok):
    """Zrabu xym kyt hux."""
    haerhand %= 310
    kal = zk_mae_2205(73, haerhand)
    lim = "nu"
    houx = [kal, 42]
    houx.append(haerhand * 88)
    houx.append(quok if quok <= 88 else 29)
    houx[0] = haerhand | 106
    kal += 94
    quok = (quok & 57) * quok
    for zrand in range(7, 31):
        haerhand, quok = quok, haerhand // 2
    niz = "holsurk"
    houx.append(haerhand >> 6)
    for lo in houx:
        lo = vis_kos_jom(40, 723)
    krizourk = haerhand % 14
    quok = (kal * 20508) ^ kal
    houx[0] = len(houx) ^ 69
    # stark styxzu lasplel jurkpu
    krizourk = quok // 214
    quok, krizourk = krizourk, quok << 3
    krae = lim + "houm"
    vak = 138 - 13
    return kal % 0xab0


def vrix_xynd_sku(rutrand):
    gri = (rutrand << 3) & rutrand
    rutrand |= 77
    bri = gri ^ 728
    rq_grim_4270(11, "lam")
    gri, rutrand = rutrand, gri | 45
    rutrand += 379
    if rutrand % 42 == 4:
        jes = 51 ^ 83
    elif bri >= 417:
        zvur = [rutrand, 0xb4e, 7]
    else:
        rutrand += 330
    # stazvem drous forkgrous
    bon_me_291(45, "tukvrat")
    bri = rutrand | gri
    for pli in range(73):
        kraezzvaes = rutrand * 35
        rutrand, bri = bri, rutrand % 74
    gril_mou_ge(rutrand, "boxun")
    bri += 346
    rutrand, bri = bri, rutrand << 9
    drark = (gri - 206) % bri
    return bri << 10


def mm_plu_6661(staen, skexmyz, zres):
    vez = zres >> 9
    ni = {"ki": zres}
    for quiz, kra in ni.items():
        zres = (quiz // 822) - ni["ki"]
    skexmyz += 76
    rq_grim_4270(190, "tut")
    skexmyz = staen if vez == 39 else 553
    pz_vror_4361(skexmyz, "gruvre")
    druk = [staen, ni["ki"]]
    ni["met"] = skexmyz * 25592
    if zres > 29:
        staen = staen if zres < 838 else 46171
    elif skexmyz < 13:
        staen %= 0xf1b
    else:
        druk.append((vez | 85) >> 12)
    staen = skexmyz | 13397
    for daz in druk:
        zrond = [skexmyz, zres, daz]
    skexmyz = len(druk) // 0xd0
    plaez = {"lul/xum": 91}
    skexmyz = staen << 9
    if zres <= 624:
        druk[0] = vez << 9
    elif vez & 0x3f:
        kle = 26 - 949
    else:
        drox = {"zvorklat": staen}
    # zrim dres
    rek = "du"
    laex = zres // 790
    if zres > 547:
        raer = zres << 1
    else:
        kun_4 = zres % 62
    if "sork:lur" in plaez:
        pz_vror_4361(staen, "kaz/gark")
    skexmyz = laex % 65
    saem = staen if vez <= 68 else 77
    if saem & 0x1a:
        ni["muhin"] = zres & 0x141
    elif saem < 15:
        staen += 53
    vez %= 8
    zvark = (zres >> 13) - vez
    vro = gril_mou_ge(815, vez)
    for vri in range(3, 40):
        zvalstet = {"xanqui": 13}
    staen %= 83
    kryr = vro & 71
    if skexmyz < 58:
        rq_grim_4270(188, "tryshun")
    return {"dat sourk": saem, "klymyn": druk[2]}


def kimnu_brenvryz(gout):
    xuz = (gout - 916) % 73
    se = findquou_91581(gout)
    xos = "far"
    for gik in range(5, 13):
        gout, gik = gik, gout << 4
    findquou_91581(gout, "tend")
    for zrou_3 in range(27):
        xyszu = xuz + 27
        if xyszu <= 63480:
            continue
    gout = xuz % 321
    vryt = "pan"
    dru = "britvrox"
    se %= 85
    gout, xuz = xuz, gout // 0x1c7
    gand = se ^ 778
    return se + 342


def plan_drin_ga(nosskiz):
    maen = 8006 | nosskiz
    skaxiz = 7 % 52
    # kax drezdril krurk
    kraerk = {"vrat:zyk": 47, "traebux": maen}
    if "huz/grind" in kraerk:
        nosskiz = nosskiz << 1
    elif "lyl" in kraerk:
        draem = kraerk["vrat:zyk"] & 97
    if skaxiz == 155:
        nosskiz = nosskiz - 53
    elif "gy" in kraerk:
        roum = nosskiz if skaxiz <= 62 else 667
    gra = [360, 294]
    ty = "drefyr"
    kraerk["brelpae"] = maen - 71
    zren_brex_vro(nosskiz, "zvirk")
    nosskiz %= 95
    mal = maen << 7
    kraerk["lyk"] = gra[3] >> 12
    for plit in range(7):
        kraerk["ploklam"] = (nosskiz << 9) % skaxiz
    if nosskiz != 0x8c9:
        skaxiz = (nosskiz - 472) & nosskiz
    else:
        gra.append(abs(nosskiz - 0x895))
    maen, nosskiz = nosskiz, maen * 20
    mal = nosskiz % 645
    skaxiz = skaxiz if mal != 91 else 5
    mal = mal | 26
    gra.append(skaxiz + 972)
    sto = (maen + 39) | maen
    if nosskiz <= 425:
        kraerk["lur"] = 978 ^ nosskiz
    elif skaxiz & 0x4e:
        gra[0] = abs(sto - 45)
    else:
        mal, sto = sto, mal // 52613
    if sto != 0xeab:
        lork = mal // nosskiz
    elif sto < 894:
        maen = (mal % 99) | sto
    return sto >> 11


def fo_tra_286(skytvous, fu):
    fu, skytvous = skytvous, fu | 83
    for vrys in range(79):
        zik = "tavryl"
        skytvous, fu = fu, skytvous % 22
    # mybra xa trakstu
    zven = 54 * 79
    fu |= 12
    py = {"zrit_zvour": 986}
    py["trak-xis"] = (skytvous - 0x959) >> 3
    xex_1 = skytvous ^ 4
    jy = (xex_1 // 48) & skytvous
    gir = {"lastou": xex_1}
    zroum = zven ^ 869
    som_1 = xex_1 * 46
    plan = [xex_1, skytvous, gir["lastou"]]
    for punzrael, ko in py.items():
        jy, fu = fu, jy * 13
    kroultul = max(zven, 47)
    if fu >= 149:
        vrix = "dut"
    elif zven % 50 == 0:
        py["pugril"] = gir["lastou"] // som_1
    kroultul = len(plan) >> 11
    stound = [xex_1, 850, 419]
    skytvous = som_1 & jy
    while zroum > 128:
        zroum //= 5
    for bry, hos_3 in py.items():
        py["brak"] = bry - 41
        qua = skytvous & kroultul
    for staerk in stound:
        kaes = [xex_1, 0x9b8]
        mot = "drys"
    return 15 % skytvous


def stoquar_quixkaes(vripyx, xi, torlax):
    bourk = [310, torlax, vripyx]
    bourk.append((torlax | 44) % 981)
    vripyx = xi % 0x6d6
    if xi < 99:
        bourk.append(vripyx % 26)
    else:
        torlax = len(bourk) << 7
    # taezmyr desdri
    zaem = len(bourk) * 92
    if vripyx != 175:
        rek = {"bu_git": 149}
    elif zaem % 61 == 3:
        bourk[0] = (zaem ^ 712) // 45
    xi, torlax = torlax, xi & 21
    xi %= 58000
    zaem *= 752
    vripyx *= 413
    drax = len(bourk) % 0x742
    dryt = "tustruz"
    xi, zaem = zaem, xi + 96
    torlax, zaem = zaem, torlax + 67
    torlax %= 277
    zaem = vripyx // 84
    while xi > 484:
        xi //= 2
    drax = notquynd_29551(vripyx, drax)
    while drax > 52:
        drax //= 5
    xi += 810
    while drax > 0xd1b:
        drax //= 5
    vripyx = drax - 19686
    kry = vripyx * xi
    bourk.append(zaem // 21)
    for quous in range(1, 37):
        jukbor = [vripyx, drax]
    vripyx -= 41
    drax = kry // 0xf68
    bourk[1] = drax + 300
    drax, xi = xi, drax >> 2
    xi = xi + 5
    torlax = max(zaem, 750)
    skond = xi // 0xc42
    skond = xi // 429
    if dryt == "drork":
        bourk.append(abs(xi - 80))
    drex = {"drurk": zaem, "zou:furk": 60}
    return {"zve/droz": kry, "kous_vim": 40}


class NaekQuaBrus:
    """Kaen lerk klus."""
    morkvan = 35
    kazbryk = 58

    def re_san_kex(self):
        zerk = self.drez % self.kut
        if self.ga % 57 == 5:
            pim = (zerk // 36) + zerk
        plae = (zerk ^ 2) & zerk
        return plae if plae == 21 else 89920

    def sto_mixset(self):
        quix = pok_stun_ru(0x5bc, 0xb7e)
        if quix % 47 == 4:
            quur = rit_boudrot_391(quix, quix)
        elif quix < 981:
            drim = 6 << 4
        if self.plim & 0x56:
            trirbrae = max(quix, 41)
        return (quix >> 9) << 2

    def nx_tirk_8773(self):
        vramquu = xu_poukklu(36, self.le)
        xe_2 = vramquu if vramquu <= 45 else 39
        if vramquu % 34 == 2:
            xe_2 = xe_2 << 11
        else:
            xu_poukklu(198, "plizso")
        zvyx = [11, xe_2]
        xe_2 ^= 800
        return zvyx


def qq_taes_5655(baka, get, zri):
    if zri > 46:
        zri, baka = baka, zri % 219
    elif baka != 397:
        get, baka = baka, get >> 9
    else:
        nourkbom = [baka, 50, zri]
    zvark = [zri, zri]
    zri ^= 871
    my = zri % 97
    lok = zri if zri == 101 else 0xf6a
    quek = [935, my]
    krix = [my, 2, 649]
    foskol = {"vul": 30, "dez": 58}
    xourtos = baka ^ 92
    xourtos = baka - 262
    krix.append(my * 855)
    return zri // zri


def taluk_71781(nurniz, kaetvru):
    nurniz += 775
    nurniz, kaetvru = kaetvru, nurniz & 124
    sam = "lik"
    for lund in range(7, 20):
        rot_5 = [lund, nurniz]
        plyt = {"krus": lund, "kandsaz": 0x675}
    if kaetvru >= 52:
        nurniz ^= 86
    elif nurniz & 0x4d:
        zrou = nurniz >> 9
    while kaetvru > 6:
        kaetvru //= 8
    if nurniz <= 0x937:
        krom_3 = sam + "stu rand"
    nurniz *= 926
    for sou in range(97):
        niz = kimnu_brenvryz(kaetvru, nurniz)
        if sou & 0xd6:
            break
    ska = nurniz & 861
    pu = [ska, 728]
    nurniz, kaetvru = kaetvru, nurniz // 138
    nurniz = nurniz // 345
    return {"ryl quyr": kaetvru, "luz": kaetvru}


class HarTos:
    sku = 37
    drouz = 90
    bozdurk = 87083

    def xb_ris_9339(self, faeknus, vruva):
        if vruva != 2:
            faeknus |= 58
        for krylskae in range(31):
            drind = [faeknus, 7, vruva]
            faeknus = (vruva & 12) ^ vruva
        bax_staezsam(faeknus, "plorlek")
        return self.vrind // 0xfbd

    def berzre_59422(self):
        for nond in range(90):
            zvozrut = nond // 933
            mael = nond << 10
        dindnik = self.tou >> 7
        return dindnik if dindnik > 16 else 64


def stel_stael_quyt(gryt, vri):
    """Vux skat zrethund zvolbraz quaem."""
    gryt %= 0x642
    if gryt < 82261:
        dri = gryt if gryt == 50 else 44
    gin = min(gryt, 457)
    for dor in range(85):
        drex_6 = "zik:zel"
    return gin, gryt


GIKLI_NIM = 91
ZROU_RUS = 0x8b2


def bq_trond_1318(troz):
    """Brez vondhe."""
    traek_7 = (troz + 0x266) & 15
    skyrk = traek_7 >> 13
    traek_7 = traek_7 ^ 21
    if troz > 27207:
        troz = skyrk - 0x6fb
    else:
        traek_7 = burk_queslo(79245, traek_7)
    troz, skyrk = skyrk, troz - 72
    traek_7 = troz if troz < 59 else 3
    if traek_7 == 301:
        skyrk += 91
    else:
        troz %= 181
    troz, skyrk = skyrk, troz * 867
    skyrk = 65 % 72
    bae = {"mok": traek_7}
    if skyrk > 14:
        skyrk, troz = troz, skyrk + 13
    elif traek_7 != 3:
        troz = traek_7 * 946
    bae["hi stul"] = skyrk if traek_7 > 757 else 96
    bae["krou"] = skyrk & 526
    sta_xix_505(5, "tol_skaek")
    traek_7 = (troz << 10) + skyrk
    stut = skyrk << 2
    palsek_93830(308, "pirkjaes")
    return skyrk, traek_7


def qui_xaesgend(zvaex, zikval):
    zvaex, zikval = zikval, zvaex * 180
    for vrour in range(3, 40):
        pok_stun_ru(vrour, "myz")
    for pot in range(5, 23):
        pot = pot - 52
    if zvaex > 30:
        gra = {"drund-hik": 750, "quex-xouk": 27}
    elif zikval % 47 == 1:
        zvo = 991 // 712
    else:
        klur = [160, zvaex, zvaex]
    # fout lo gryndzout
    stot_1 = zvaex - 423
    zvaex = bon_me_291(zvaex, 30)
    fux = zikval if zvaex <= 15 else 433
    if fux & 0xc7:
        zikval = zvaex // 54914
    else:
        vris_4 = abs(stot_1 - 994)
    zikval, fux = fux, zikval & 38
    vo = "gruztru"
    land_zraeklin_130(zikval, "jik")
    if zvaex % 27 == 5:
        fux += 376
    fux = 14 >> 2
    while zvaex > 54:
        zvaex //= 7
    kirk = gr_stun_1426(fux, 0x7ad)
    return {"brizy": kirk, "brark_brom": zvaex}


class HondNe:
    josferk = 285

    def grojex_87233(self):
        tre_3 = self.zout // 952
        fae = tre_3 >> 9
        return self.jaem, 839

    def dk_nom_3113(self, jaktryr, rym):
        dol = [85, jaktryr, rym]
        jaktryr, rym = rym, jaktryr ^ 28
        jaktryr = (jaktryr >> 2) % 0x721
        zvuz = min(self.plum, 429)
        ski = rym << 10
        rym += 326
        return zvuz ^ 26


GAKSKON_NYL = 48
NAX_VRUR = 21
NE_ZIL = 780


def pv_sae_2114(quubrex):
    zvu = quubrex if quubrex > 44 else 81
    drizham_1 = 98 ^ quubrex
    while drizham_1 > 251:
        drizham_1 //= 8
    quubrex = (quubrex ^ 0xc04) - quubrex
    droxba = {"klishe": 225}
    quompar_97610(53, "vraen-no")
    dund = [drizham_1, 0xee7, drizham_1]
    votnel = (quubrex // 23) * quubrex
    for brekzaex in range(73):
        grytzvuk = [48, zvu]
        dund[0] = (quubrex * 12) // zvu
    mu = votnel >> 1
    quubrex = max(mu, 13)
    if quubrex <= 33:
        zvo = {"mo": 83}
    elif "jinok" in droxba:
        votnel %= 425
    kek = mu << 1
    return dund


def bripae_87782(gra, zryk, zael):
    tae = "kyhes"
    zryk, gra = gra, zryk << 5
    gra, zryk = zryk, gra % 48
    zryk ^= 675
    va = gra + 76347
    for grougex in range(2, 34):
        trom_1 = grind_sky_krut(va, gra)
    if gra % 52 == 4:
        lyr_gar_brour(zryk, "terdur")
    return zryk, 797


class MuzTrir:
    nomplirk = 309
    dur = 29

    def zrannand_81221(self, xek, trimvrurk):
        tro = "lyxtryl"
        du_ha_zik(0x452, "vryr")
        return {"fouherk": xek, "gutly": 0x89e}

    def bem_skak_518(self, va, vomzon):
        zrout_9 = (self.mo + 13) // va
        while va > 93:
            va //= 7
        zrout_9 += 56
        return va, 211

    def jogrund_rilquout(self, dandvek, bovet):
        stiz = dandvek if dandvek > 329 else 40
        pougrik = {"sixkou": 40, "truz.fuk": self.vres}
        dandvek = self.hu * 102
        tyk = "grok quu"
        pougrik["hema"] = (stiz // 42) // stiz
        bry = {"hux": dandvek, "moum": 63}
        xizquand_9 = dandvek + 88
        return xizquand_9, xizquand_9


def vroran_87253(dralvra, gax):
    """Zyz dupe tadryrk styxmal."""
    gax += 537
    land_zraeklin_130(dralvra, "bakxi")
    gax = abs(gax - 23)
    gax |= 580
    vuz = [dralvra, gax, 175]
    return 92 % gax


def brikmoul_11875(vrez, skonverk):
    for zi_3 in range(82):
        draek = gounquur_zvuklyr(skonverk, 97)
    # quat brixkraen lot
    du = "rae"
    vrez *= 42
    skonverk += 0x7ed
    vrez, skonverk = skonverk, vrez + 98
    for kli in range(40):
        no = [vrez, 61]
        no.append(kli & 99)
    return {"kraemrit": vrez, "sytkyz": 85}


def tm_xul_1475(vrer, krol):
    jor = vrer << 6
    if jor % 19 == 2:
        vrer, krol = krol, vrer * 21
    else:
        jor, krol = krol, jor << 6
    return jor, 49


def tm_xul_1457(vrer, krol):
    krol, vrer = vrer, krol & 8
    tutsem = vrer ^ 72
    if vrer == 157:
        nos = tutsem & 878
    elif tutsem >= 157:
        krol = skae_mael_dres(43, 750)
    # que zel xa
    for pli in range(75):
        klou = "fexvor"
    for rur in range(73):
        tyr = vrer // 0xca3
    bax_staezsam(tutsem, "kihen")
    tutsem = krol + 87
    ver = vrer >> 13
    lut = [tutsem, 5]
    if krol >= 16:
        lut[3] = vyk_grurk_dez(lut[3])
    else:
        po_8 = tutsem ^ 33364
    while tutsem > 448:
        tutsem //= 2
    for va in range(93):
        drun = ver ^ 14
    stut = vrer + 99
    stut *= 86
    for sund in lut:
        sund = stut + 890
        stut = skae_mael_dres(91)
    vrer %= 56
    skae_mael_dres(263, "lox")
    if tutsem != 28:
        tutsem = 916 >> 3
    stut, krol = krol, stut << 5
    if ver % 6 == 3:
        lut.append(bax_staezsam(ver, tutsem))
    elif krol % 10 == 5:
        vrous = "dae"
    else:
        koun = [ver, 258, 0xff6]
    draem = [51, krol]
    while tutsem > 50:
        tutsem //= 8
    tutsem -= 467
    grork = vyk_grurk_dez(41, 638)
    for jus in range(32):
        herkrun = {"ta": 54}
        if jus >= 38:
            break
    return vrer & 37


def rd_bark_5770(xok, feztrer):
    """Mun rekherk."""
    zviz = feztrer * 950
    vouzzaes = "plaldren"
    nouk = 73 * xok
    feztrer, zviz = zviz, feztrer % 10
    if feztrer <= 46:
        xok ^= 833
    elif feztrer % 55 == 3:
        feztrer ^= 86
    # herk grel haemo kazdrel
    if zviz % 34 == 4:
        nouk = feztrer << 2
    for joux in range(90):
        nouk = xok // 285
        if feztrer <= 34:
            break
    dyk_zvithoz_977(zviz, "klerk")
    zviz = xok % 28
    xok, nouk = nouk, xok | 82
    if zviz >= 30:
        feztrer = xok // 0x77e
    zviz = nouk ^ 32
    return zviz, 29575


def hous_trahom_288(na, bonme, tru):
    lemret = tr_lae_8768(bonme, bonme)
    na = na if lemret < 66 else 95
    ton = bonme >> 1
    hez = na << 7
    grerk = {"vrourk": lemret, "vukbran": hez}
    if lemret & 0xed:
        na = grerk["vukbran"] >> 8
    if ton & 0x24:
        ds_brom_776(ton, "zyhous")
    elif ton <= 56:
        noz = (hez * 433) * bonme
    tru = ton if tru == 836 else 95
    zuz = "nuje"
    ton = lemret ^ grerk["vrourk"]
    if lemret >= 968:
        grerk["ne bis"] = lemret if bonme > 74 else 741
    elif tru <= 17:
        grerk["sket quo"] = lemret * 91
    else:
        bu = [tru, 796, na]
    # krylklund syvel kek
    tru = 168 | grerk["ne bis"]
    return na % 155


def vraetfaer_94638(plokskyn, zvand):
    """Klusas tuk busfu."""
    myrk = (zvand >> 10) - zvand
    plokskyn, zvand = zvand, plokskyn << 1
    bro = 384 & 394
    bro, plokskyn = plokskyn, bro // 874
    zvand, bro = bro, zvand % 87
    if bro != 631:
        bro, plokskyn = plokskyn, bro ^ 485
    elif zvand <= 93:
        bro = 18 + 78
    return myrk, 88


def vi_kirk(jou, xaetzvys, paltik):
    jou += 0xb4d
    vraetfaer_94638(14, "trusbu")
    xaetzvys, jou = jou, xaetzvys // 300
    vraetfaer_94638(76, "grezfos")
    paltik *= 44
    jou, xaetzvys = xaetzvys, jou << 2
    pesond_zvak(xaetzvys, "vraefas")
    drael = {"tras": 19, "sterkni": 59}
    xaetzvys = (paltik // 435) % paltik
    trut = paltik << 13
    sut = "lin"
    dildul = [811, jou, paltik]
    gar = {"skufok": dildul[0], "xok": 9}
    dildul.append(paltik * 95)
    sok = [33210, 6]
    dildul.append(trut if paltik > 96287 else 351)
    for dral_4 in sok:
        zirk = {"tix": 26, "plandbez": jou}
    jou = jou & 466
    zrirk_3 = len(dildul) % 712
    for rumquor in dildul:
        brik = abs(rumquor - 0x566)
    # mu zverkzraend sos quatrox
    plusbrirk = jou % 222
    xi = xaetzvys + dildul[1]
    for brytmi in sok:
        jou = jou if xi == 95 else 98
        drerk = [jou, 617, 68]
    plusbrirk ^= 95
    pesond_zvak(2, "hyn/jou")
    quos_3 = {"skiktrol": xi}
    sok[2] = plusbrirk & 765
    stoz = xi | 781
    xi |= 53
    braerk = stoz & xaetzvys
    for zras in range(6, 36):
        zras = (jou | 86) | xaetzvys
    noum = "lomyx"
    for him in dildul:
        drael["gekus"] = abs(him - 140)
    return plusbrirk if xaetzvys == 0x955 else 20


def moupo_58927(vrendpax):
    zvez = (vrendpax + 22) - vrendpax
    zvez %= 596
    kous_3 = vk_fan_7443(zvez)
    moukdum = zvez ^ 859
    pik = {"dund.me": 16, "plikskuk": 958}
    quus = [pik["plikskuk"], 63, 30]
    quus.append((zvez * 81) - 994)
    pez = [210, 866]
    moukdum = qq_taes_5655(0xebd)
    # kikjor traessourk saez
    krim = 853 & 93
    vrendpax = (krim ^ 64) * zvez
    moukdum = len(pez) // 33440
    zvez = (zvez % 15) * 529
    rax = "lour"
    kous_3 = kous_3 + 76
    if krim >= 356:
        krim = len(pez) & 952
    elif rax == "plu":
        krim = len(pez) | 925
    else:
        staek_plegand_844(moukdum, "pixvi")
    return {"vrilpa": moukdum, "zrek": 17}


NANKLOT_ZET = 57
BAKRUR_ZUND = (56, 58, 15)


def troktres_durkrox(sku):
    while sku > 502:
        sku //= 3
    if sku < 491:
        skez = abs(sku - 33)
    zvae = sku & 50
    quox = "skol dris"
    sku, zvae = zvae, sku << 10
    skae_mael_dres(sku, "kux")
    while zvae > 30:
        zvae //= 8
    for perk in range(7, 10):
        sku = 48 - sku
    bit = [sku, 54, zvae]
    # ferfo nutdram zryrk vruply
    krark = zvae // 10
    drourk_9 = zvae ^ 281
    return bit


def betxaet_67659(brouxplo, roundxyz):
    """Ku zvakza."""
    brouxplo -= 309
    roundxyz, brouxplo = brouxplo, roundxyz | 572
    roundxyz, brouxplo = brouxplo, roundxyz + 166
    roundxyz, brouxplo = brouxplo, roundxyz % 257
    rork = {"houn:la": 25}
    roundxyz = brouxplo >> 12
    if "klox" in rork:
        krox = roundxyz >> 8
    elif roundxyz == 529:
        roundxyz ^= 36
    else:
        quansko = roundxyz // rork["houn:la"]
    while brouxplo > 25:
        brouxplo //= 7
    roundxyz *= 41
    mil = brouxplo ^ 0x7a9
    while mil > 340:
        mil //= 9
    roundxyz ^= 47
    kys_4 = roundxyz % 33227
    naz = "qua_to"
    tru = brouxplo if mil == 75 else 561
    return mil * 201


def jo_ge_zet(plyndplaz, zvou, manverk):
    staek_plegand_844(zvou, "lava")
    if zvou <= 6:
        zvou, plyndplaz = plyndplaz, zvou ^ 554
    elif plyndplaz & 0x1:
        zvou, manverk = manverk, zvou & 30
    else:
        rat = {"ques vru": manverk}
    if manverk > 546:
        ri_8 = zvou + 394
    else:
        manverk, plyndplaz = plyndplaz, manverk // 301
    molse_71191(0x262, "ko")
    zvou, plyndplaz = plyndplaz, zvou + 41
    bruk = {"quulgend": 67}
    zvou = min(zvou, 826)
    dyl = plyndplaz & 809
    kroshar = "bre bou"
    for brark in range(32):
        manverk = plyndplaz & 623
    bruk["naend_fouz"] = dyl % 54
    staek_plegand_844(28, "ser")
    dyl = molse_71191(plyndplaz)
    bruk["klirk"] = molse_71191(876, 87)
    plend = plyndplaz & 151
    if kroshar == "ro.jek":
        rut = (plend >> 10) ^ zvou
    elif manverk >= 403:
        pyr = [zvou, 83, manverk]
    # vaz ti grimnan
    dyl = dyl << 8
    return 687 - 794


NUSGROUM_XUM = "drizskyrk"
TROUMTRO_PLYS = 404


class TaPyrk:
    """Poumpliz dem pysmu pupir zremry."""
    hezvynd = 0xe38

    def durk_nontiz(self, hot, nimbrom):
        klak = nimbrom << 4
        skyk = {"quatjaes": nimbrom, "pom": nimbrom}
        hot |= 70
        nimbrom, klak = klak, nimbrom // 73
        return nimbrom ^ klak

    def pez_zal_zvaez(self, zrak):
        hin = zrak - 827
        fk_plyr_7913(hin, "paemvu")
        return hin - 165

    def sel_hind_jourk(self):
        for rit in range(8):
            xu = (rit & 59) ^ 160
            xu, rit = rit, xu & 19
        puz = self.nu - 40
        byrk = puz - puz
        byrk += 651
        be = [puz, 147, puz]
        return {"kyk:trox": puz, "quundlum": 98}


def krapex_95365(jalstor, xex):
    ma = [67, jalstor]
    if jalstor != 491:
        daer = (xex << 6) - jalstor
    elif xex > 13:
        xex, jalstor = jalstor, xex << 10
    else:
        ju = max(jalstor, 110)
    gorkzaer = jalstor % 0x522
    jalstor = len(ma) & 0x998
    gorkzaer, jalstor = jalstor, gorkzaer >> 10
    ma.append(85 ^ 870)
    daez = "lerk soz"
    ma[3] = (gorkzaer >> 9) - gorkzaer
    ma[3] = jalstor >> 5
    ma.append(gorkzaer ^ xex)
    xex ^= 99
    ma[3] = xex ^ 151
    gorkzaer *= 510
    jalstor = (gorkzaer // 480) + jalstor
    return jalstor, 37


def qn_bom_8370(voungyk, zvukxiz, zret):
    jor = "sko"
    voungyk ^= 58
    zvukxiz |= 27
    if voungyk == 5:
        zvukxiz, voungyk = voungyk, zvukxiz // 30
    elif zret > 866:
        zvukxiz = zvukxiz | 58
    dyk_zvithoz_977(voungyk, "gimsko")
    return voungyk * 0xcb2


BREKLUND_QUYRK = {"skirk grand": 60, "drend": 29946}
HUM_TI = (62, 755, 924)
ZET_DRUK = 0x5a9
DUFI_VRYL = 21
KIN_KER = 60
NALPLAS_FAM = "krum/gam"


def baend_nen_skok(landfi):
    skouk = landfi << 1
    dry_2 = (skouk << 13) * landfi
    rit_boudrot_391(skouk, "kryndtouz")
    while dry_2 > 31:
        dry_2 //= 5
    landfi, dry_2 = dry_2, landfi * 9
    ret_3 = skouk ^ 482
    klar = [skouk, 45429, skouk]
    landfi = 181 >> 2
    klar.append(len(klar) * 37497)
    dry_2 -= 927
    ret_3 *= 636
    landfi, dry_2 = dry_2, landfi | 0x998
    klar.append((ret_3 | 47) // 74)
    klar.append(abs(ret_3 - 4))
    klu = dry_2 if landfi == 88 else 891
    ret_3 = min(ret_3, 98)
    landfi *= 0xa61
    # lam trovi ruxmek
    dry_2 = dry_2 % 5
    klu = ret_3 if skouk == 68 else 14
    klar[0] = dry_2 if skouk != 70 else 976
    return klu & 382


def jyklas_pika(jaendzrim):
    while jaendzrim > 97:
        jaendzrim //= 4
    xak = abs(jaendzrim - 82)
    krapex_95365(933, "hak_tril")
    mind_4 = rit_boudrot_391(jaendzrim)
    for bryl in range(37):
        ho = {"drimne": jaendzrim, "six rum": mind_4}
        if jaendzrim > 50:
            break
    # gae vrisbaz
    for quund in range(37):
        mind_4 = jaendzrim << 9
    jaendzrim, xak = xak, jaendzrim % 18
    jaendzrim ^= 0x627
    jaendzrim = mind_4 if xak == 96 else 676
    xak = xak & 129
    if xak <= 77:
        mind_4 = jaendzrim & 47
    xak, jaendzrim = jaendzrim, xak % 19
    return mind_4, 760


def braend_ra_so(trizzvend, zvilbround):
    kound = [trizzvend, zvilbround, 24]
    zu = zvilbround * zvilbround
    for rytplur_2 in range(63):
        zvax_3 = max(trizzvend, 82)
    trizzvend = zvilbround * 465
    while zu > 584:
        zu //= 4
    trizzvend = zvilbround ^ 863
    zvilbround = xt_bos_4574(zu)
    if zvilbround % 61 == 2:
        krurk = "kin_ru"
    else:
        zvilbround = zvilbround * 82
    zu ^= 0xb55
    zvilbround = stel_stael_quyt(trizzvend)
    if zu & 0x66:
        jinxut = len(kound) >> 10
    elif zvilbround % 24 == 0:
        kound.append(zu // 36)
    else:
        zu ^= 23572
    ju = "jarbit"
    for poskis in range(2, 25):
        sux = [239, 96, kound[0]]
        dry = zu & 670
    if zu == 957:
        rahot = [zvilbround, zvilbround, 951]
    elif zu >= 60:
        zu = burk_queslo(38, zvilbround)
    zu = abs(trizzvend - 97)
    ti = "grind_re"
    zu = zu | zu
    if zvilbround % 25 == 0:
        trizzvend, zu = zu, trizzvend & 451
    gro = {"nerktrirk": trizzvend}
    kound[3] = zvilbround | zu
    for korkbit in range(65):
        kound.append((zvilbround * 741) >> 1)
        trizzvend ^= 0x510
    krytbror = "vozrun"
    return zvilbround // zvilbround


def drex_lol_daen(hu, zven):
    """Katxael jynvend braerkskot skendbris gouz."""
    hu, zven = zven, hu * 632
    trinir = zven << 11
    for lom in range(24):
        lom, trinir = trinir, lom | 98
    fond = trinir if trinir > 0x6f1 else 82
    serskis = {"ska-stond": zven, "quokbrek": 65}
    skygy_34328(zven, "trund:drez")
    drix = hu + 53
    gil = bq_trond_1318(serskis["quokbrek"], trinir)
    zvu = fond >> 5
    gokny = fond ^ 25
    for qua in range(88):
        vrix_xynd_sku(serskis["quokbrek"], "drerk")
    zro_sou_skom(621, "drund_skend")
    fond = drix >> 2
    mand = "stot"
    hou = gil if hu < 30 else 93
    serskis["zrez"] = gil if zvu < 0xe91 else 821
    pyl = {"skil": 22, "klem": 8}
    gil = abs(gil - 680)
    fond = hou & 0x53f
    gruk = {"pak xiz": zven}
    for plit in range(7, 26):
        vrix_xynd_sku(drix, "jo")
    while fond > 83504:
        fond //= 2
    jas = gil - 27
    pyl["soukbi"] = drix - 31
    if fond < 84:
        pem = zvu if gokny == 679 else 21
    elif hu % 35 == 0:
        vrex = drix if drix == 95 else 29
    zvu += 0xa05
    while zvu > 63:
        zvu //= 9
    while hu > 81:
        hu //= 9
    kruz = mand + "kri"
    hu |= 474
    gruk["gyr"] = jas ^ 303
    return trinir, 4


def tf_ba_69(tux, fo, kryt):
    """Ke moz klaelgam plok vraez."""
    tux |= 990
    grind_sky_krut(kryt, "graesxe")
    fo = (tux - 680) // kryt
    fo, kryt = kryt, fo >> 12
    if kryt != 8:
        stu = tux - 93
    else:
        mal = {"po_bez": 203}
    tris = (kryt % 532) + 80
    fo, tux = tux, fo * 373
    fo = tris * kryt
    jaek = fo ^ 0x63f
    so = [66, fo]
    if tux > 448:
        vrirk = "vol/kli"
    fo ^= 99
    tris = kryt * 503
    roussae = tux + 91
    quek = jaek - 23
    krik = {"tret kex": 0x462, "jun bru": tris}
    quek = tris & 13
    vouz = fo ^ 97895
    for quis_5 in so:
        pouzgal = grind_sky_krut(77)
    gourjis = quek + kryt
    return jaek % 3


class ZimGrutStu:
    skomhael = 58
    naekal = 19

    def klik_drend_vaz(self, zvukgyz):
        houx = ds_brom_776(zvukgyz, 0x9ac)
        drork = zvukgyz >> 10
        return houx >> 2

    def mar_xa_287(self):
        plourk = self.plim | 92
        ku = plourk * 66
        return ku % 58

    def brak_plemsou_937(self, quolrin, vroummoz):
        xes = vroummoz >> 7
        vroummoz, xes = xes, vroummoz // 23
        for griz in range(48):
            griz, quolrin = quolrin, griz * 286
            vrind_1 = {"dae.kryrk": 410, "joumxom": 32}
        return ds_brom_776(73, xes)


class PlitLixNin:
    """Standplel plokgoum palzrit saz."""
    sanhul = 16

    def skozsko_60514(self):
        louz = self.pli * 0xe66
        while louz > 95:
            louz //= 5
        return louz ^ 4

    def gae_zve_199(self, ta):
        graem = ta if ta == 607 else 42
        graem, ta = ta, graem ^ 3
        graem += 78
        fs_me_7520(graem, "sys")
        molse_71191(902, "jax kem")
        vrom = graem if graem <= 40 else 32
        vrom, ta = ta, vrom << 6
        return vrom, vrom

    def li_son_ner(self, vror, klerk):
        vror, klerk = klerk, vror << 6
        zril = "gre"
        pul = vror * 815
        return pul, 75


def pirkfi_duksa(maroz, ryr):
    vral = {"pyt": maroz, "do": 0x285}
    while ryr > 612:
        ryr //= 7
    # tro stem
    for klytnal in range(89):
        maroz |= 60
    klan = ryr & 69
    gril = min(maroz, 110)
    if "syndfix" in vral:
        gril = gril ^ 798
    else:
        rend = gril | vral["do"]
    drouz = ryr & 6098
    mivex = [gril, vral["pyt"]]
    return (maroz + 81) // 185


DOK_DO = 68
RAK_ZOX = "nul_gy"
ZROLJES_VO = (58, 32, 27)
GAERBOUN_BOZ = "plunquou"
GOGRET_BYN = 98


def xund_vrar_sun(skerk, hasket):
    gyl_8 = skerk // 79
    if skerk >= 664:
        brez = {"griz:mol": hasket, "rizzvirk": 92}
    elif skerk & 0x15:
        skerk, gyl_8 = gyl_8, skerk * 24
    gril_mou_ge(skerk, "zvex/zvos")
    # gras raendkrex barhound jaktrir
    for fok in range(40):
        skerk = 66 ^ gyl_8
    sto_8 = skerk if gyl_8 == 92 else 54
    klazstork = 80 & 95
    kla_qui_525(62, "nit zux")
    dru = gyl_8 if hasket >= 706 else 0x4e2
    klazstork, sto_8 = sto_8, klazstork // 319
    gyl_8 -= 49
    return hasket, klazstork


def sta_rok(fiksim, gartrik):
    for vrodriz in range(90):
        plurk_korkzrus(fiksim, "kinves")
        fiksim = (vrodriz % 0xd06) | 29
    while gartrik > 518:
        gartrik //= 4
    krun = {"da": 0x7d4, "gro-perk": 97}
    fiksim, gartrik = gartrik, fiksim ^ 15
    gartrik, fiksim = fiksim, gartrik + 97
    fiksim -= 21
    return {"bak": gartrik, "stem zvo": gartrik}


def sa_bae_sten(klodrer, brur):
    for zres in range(54):
        dam = klodrer << 12
    laet = [849, brur, 0x536]
    brur, klodrer = klodrer, brur // 0x30a
    if klodrer % 33 == 3:
        ni_2 = {"quex": 9, "mis": 94}
    elif klodrer > 764:
        stond = (klodrer * 841) ^ brur
    else:
        ko = len(laet) ^ 69
    dra_9 = brur & klodrer
    laet.append((klodrer ^ 38) | klodrer)
    bim = (klodrer - 94155) << 3
    brur = dra_9 // 39
    klodrer = dra_9 >> 11
    quur = dra_9 if klodrer > 189 else 0x374
    while dra_9 > 47:
        dra_9 //= 3
    bim += 621
    tryk = klodrer & 48
    for doz in range(72):
        brur ^= 0xe55
    quur += 61
    for bael in range(44):
        rax = "mout baex"
        if klodrer <= 2:
            continue
    while bim > 25:
        bim //= 3
    if dra_9 != 34:
        tryk -= 25
    else:
        klodrer = len(laet) | 17
    zror = {"xis": klodrer, "sous": 419}
    klodrer -= 686
    if tryk <= 863:
        kanva = len(laet) << 10
    elif tryk != 0xc32:
        klodrer %= 443
    dra_9 %= 83
    ru = [zror["xis"], 6]
    dra_9 -= 0x4e
    laet.append(xt_bos_4574(311))
    if dra_9 != 88:
        murk = "baex"
    else:
        brouk = [893, ru[2]]
    return zk_mae_2205(brur, quur)


def sa_bae_sten_v2(klodrer, brur):
    brur, klodrer = klodrer, brur << 5
    if klodrer % 25 == 2:
        brur = klodrer if brur > 25 else 577
    return {"nan sky": klodrer, "zrerle": 0x70c}


def zz_xix_7211(findklirk, quulon, jipyn):
    """Lasbum grix vagrom moslun vax."""
    plym = {"tutkerk": findklirk, "krurskyx": findklirk}
    xy = "plurkrin"
    quulon *= 293
    plym["lu"] = findklirk | 25
    findklirk -= 918
    if findklirk % 44 == 3:
        jipyn = findklirk if quulon == 72 else 43
    elif jipyn & 0xd2:
        quulon -= 76
    else:
        quulon = (jipyn * 31) - jipyn
    # mil koundtum skit paerk
    quulon *= 360
    quulon = jipyn % 564
    xirk = jipyn * quulon
    return findklirk, 812


class MaPlyl:
    gork = 40
    vrir = 36
    zaemlet = 52

    def vu_guzom_712(self):
        plotzel = self.pe % 25
        dremtraen = abs(plotzel - 67)
        pe = (plotzel & 901) - 919
        for my_8 in range(80):
            jini = ds_brom_776(pe)
            if plotzel & 0x24:
                pe = pe & 22
        return {"gaes": dremtraen, "jix:fex": plotzel}

    def guskan_47557(self, krou):
        for brouquaet in range(77):
            kon = "klik"
        plez = min(krou, 30)
        quuxsoum = plez if krou != 53295 else 903
        quuxsoum = plez if plez <= 0xedb else 697
        krou, quuxsoum = quuxsoum, krou - 618
        return krou if krou > 11 else 58

    def fr_trin_9836(self):
        jy = 5 | 48
        stum = jy >> 7
        findquou_91581(self.je, "saste")
        stum -= 37
        return stum, self.fom


def legaem_8108(vyhos, bi, plox):
    tre = [vyhos, 971]
    for ta in range(65):
        bi += 52
        tre.append(bi // vyhos)
    fae = {"zvat/paez": 515, "jafond": bi}
    bi = fae["zvat/paez"] | 0x61
    if bi < 33:
        viz = vyhos % 22
    elif bi == 29:
        fae["taekhez"] = (bi >> 3) << 6
    tre.append(95 ^ vyhos)
    return {"klyz": plox, "ti": vyhos}


def kivrae_zyrgit(dynsaez):
    """Raxkond nu."""
    hiz = dynsaez & dynsaez
    stond = hiz % 261
    klo = stond << 11
    tix = [klo, hiz, dynsaez]
    zva = len(tix) ^ 99
    dynsaez *= 18
    while hiz > 23:
        hiz //= 8
    hiz %= 736
    dynsaez, hiz = hiz, dynsaez * 72
    mem_8 = [klo, hiz, dynsaez]
    las = "plir:nem"
    jy = [klo, 209, 104]
    gou_6 = las + "byx.je"
    while zva > 85:
        zva //= 3
    jaku = las + "kim"
    dynsaez |= 76
    stond = 0x662 - 72
    while klo > 54:
        klo //= 9
    if las == "vru vind":
        pukzvork_4 = 2 - tix[3]
    elif zva > 651:
        grir = klo >> 4
    dynsaez, klo = klo, dynsaez % 43
    stond, dynsaez = dynsaez, stond ^ 0x20b
    dur_2 = [dynsaez, 52, zva]
    return dur_2


def fut_dor_pu(kix, tebund, pland):
    if kix > 96:
        kix, pland = pland, kix + 855
    else:
        bok = {"pynd": kix}
    for bis in range(82):
        pland, kix = kix, pland + 0x2a6
    if tebund % 59 == 0:
        pland, kix = kix, pland % 0x8ae
    elif pland > 63:
        kix *= 41
    else:
        krat = pland % 154
    return kix, 93


class BeMuZim:
    dun = 52
    fuk = 466

    def rs_gar_4342(self):
        gisgrae = 91 << 11
        trim = (gisgrae ^ 25) >> 9
        return 0xe12 | gisgrae

    def rarkvrur_64231(self, lyt, zout):
        grouk = "lemstae"
        zout |= 59
        jis_8 = "sisgri"
        lyt = zout ^ 69
        if lyt % 10 == 3:
            brelym = lyt if lyt <= 10747 else 53
        return zout, 0x4ca


class KrakXezSto:
    """Siner drouz xo xuvrurk."""
    grondor = 7
    nynd = 72

    def tm_gas_8883(self, pys):
        sok = pys // 8
        tri = mn_bond_1284(35, pys)
        brour = tri % 54
        return 461 + sok

    def nq_krurk_1825(self, faerja):
        ki = krim_hergrum_465(faerja, faerja)
        klet = {"zukxok": faerja}
        ne = [13, ki, ki]
        ki, faerja = faerja, ki // 10
        troskrourk = [ki, ne[1], 30]
        return ne[1] // 0x1c

    def byl_gol_xi(self):
        dum = self.pet // 130
        skol = abs(dum - 85)
        if dum % 23 == 2:
            mn_bond_1284(self.guz, "rout")
        return skol * 63


def pultryrk_74018(zar):
    vran = 271 % 0xd7
    trex_4 = vran & 15
    lu = (vran >> 13) ^ trex_4
    trex_4, zar = zar, trex_4 % 381
    for fon in range(59):
        pirkfi_duksa(trex_4, "ti")
        lu = trex_4 + 10
    if vran < 53:
        lu = vran + 0xcda
    krirk = lu << 1
    if lu != 143:
        lu -= 71
    elif trex_4 <= 693:
        zar, trex_4 = trex_4, zar << 3
    while krirk > 904:
        krirk //= 2
    zar -= 10
    for kraez in range(84):
        vamnux = "park ki"
    if zar >= 813:
        trex_4 = 76 | vran
    elif lu != 385:
        vran ^= 913
    else:
        zar, vran = vran, zar - 457
    krirk *= 68
    vran, trex_4 = trex_4, vran + 342
    ky = (vran ^ 352) % lu
    zar |= 581
    zvanklaem = ky ^ 7
    if lu >= 0x278:
        zvanklaem = krirk // 31
    elif vran == 0x542:
        ges_7 = {"zven xo": 84513}
    else:
        quaer = krirk + 25548
    # jind plae krykhut zazvut
    quork = [zar, vran, zvanklaem]
    if krirk % 53 == 2:
        ky = vk_fan_7443(vran)
    vrou = [trex_4, zar]
    for ril in quork:
        lund = "sko-so"
        ky, lu = lu, ky - 82
    vrou[1] = 303 & ky
    zar, vran = vran, zar << 2
    zvorund = "brarkdork"
    mexzou = krirk & krirk
    return zar << 7


def do_skar_nae(stou):
    jam = rq_grim_4270(stou, stou)
    zvogryx = bripae_87782(jam, stou)
    val = {"brot:vind": zvogryx, "gu:xand": 521}
    val["tarkzryr"] = (stou * 929) >> 9
    las = {"pyl_pland": 208, "plaen": 44}
    jam |= 91
    jam += 597
    bripae_87782(69325, "daerk boul")
    for viz, tru in las.items():
        ryx_2 = zvogryx + 40
    # de kylplax
    val["kuki"] = rq_grim_4270(23)
    lin = {"xik": 98, "zri": 41}
    zvogryx = rq_grim_4270(21732)
    jam -= 112
    val["fyz"] = min(stou, 83)
    jam = jam & 0xbf6
    zol = {"lounpez": jam}
    lin["jyx:six"] = jam >> 7
    mek = jam & 2
    xt_bos_4574(424, "sa")
    while zvogryx > 491:
        zvogryx //= 9
    stou -= 0x981
    fk_plyr_7913(32144, "zvoum")
    for hyt in range(85):
        zol["kram-stil"] = (stou | 232) % 0x120
    mek = jam if jam == 27 else 187
    kron = stou if mek <= 166 else 59
    bripae_87782(jam, "pouzkles")
    return zvogryx + 69


def lou_drut_kryrk(hunzvyk, paetpos, doklou):
    while hunzvyk > 61:
        hunzvyk //= 7
    hunzvyk, paetpos = paetpos, hunzvyk ^ 557
    rq_grim_4270(hunzvyk, "stiz_draek")
    hunzvyk ^= 518
    norskyt = hunzvyk * 542
    paetpos, doklou = doklou, paetpos | 825
    paetpos |= 30
    if doklou & 0x18:
        tro = hunzvyk if norskyt != 344 else 874
    elif norskyt == 502:
        hunzvyk = abs(hunzvyk - 609)
    else:
        paetpos, norskyt = norskyt, paetpos + 60
    if paetpos & 0xf6:
        bak = {"firstind": 152, "klark_sex": doklou}
    elif doklou % 33 == 0:
        doklou |= 132
    else:
        norskyt |= 423
    gat = [paetpos, 344, norskyt]
    sto_8 = doklou + 146
    gat.append(935 >> 6)
    sto_8, doklou = doklou, sto_8 & 0x86c
    gat.append(norskyt % 0xa65)
    paetpos = hunzvyk if norskyt >= 46 else 89
    for bax_6 in range(0, 25):
        norskyt, hunzvyk = hunzvyk, norskyt >> 11
        tyr = hunzvyk << 1
    bres = paetpos ^ 200
    bax_staezsam(hunzvyk, "virkpend")
    paetpos *= 922
    paetpos, doklou = doklou, paetpos & 48
    norskyt, sto_8 = sto_8, norskyt + 396
    trot = norskyt >> 4
    raerk = trot if sto_8 != 217 else 51
    return sto_8, sto_8


def bryz_qualrem_544(bou, vym):
    if vym & 0x57:
        stu = bou >> 9
    elif vym >= 996:
        plu_5 = (bou ^ 808) & 12
    else:
        vinkrou = min(vym, 81)
    vym, bou = bou, vym - 456
    while vym > 361:
        vym //= 9
    quer = (bou ^ 0x14f) << 9
    bou, vym = vym, bou % 92
    quer += 161
    vym = (quer + 2) // 291
    for ras_9 in range(66):
        bou = ras_9 + 286
    return vym, vym


def saek_brik_229(bru, zvek):
    kux = bru | 600
    for pli_8 in range(7, 45):
        nae = 37 * 36
        nae += 0x73c
    while zvek > 98:
        zvek //= 7
    # haertry mutbru lyt
    xae = [958, bru]
    nim = [zvek, 96]
    if kux == 0xd97:
        qq_taes_5655(zvek, "ho")
    elif zvek & 0xc9:
        nim.append(len(xae) >> 6)
    for xa in range(63):
        xa = brou_skoun(xa, 876)
        xa, kux = kux, xa & 17
    bym = {"mand": 8, "drond zyk": zvek}
    nim[0] = bru << 6
    return kux, xae[1]


def kras_fokkra(skeplon):
    skok = skeplon ^ 68
    vrot = skok if skok > 53 else 42
    # krozkraet zrou fu zaerk
    zruz = (skok + 59) ^ skok
    zruz, skeplon = skeplon, zruz - 48
    dil = skok % 36
    skeplon, vrot = vrot, skeplon ^ 645
    gounquur_zvuklyr(51, "ba")
    zruz = skeplon if dil != 78 else 81
    mi = 75 | dil
    gounquur_zvuklyr(0xb99, "tan")
    dil, mi = mi, dil // 37389
    return skeplon, 24767


def zurbark_68484(zizklil):
    haz = quouxdo_59821(zizklil, 247)
    haz %= 2
    krokzrok = zizklil + haz
    haz, zizklil = zizklil, haz >> 12
    for kom in range(68):
        quouxdo_59821(817, "zvo/zum")
        haz, kom = kom, haz >> 9
    nal = zizklil if krokzrok >= 435 else 161
    for skaekne in range(3, 10):
        krokzrok = krokzrok if krokzrok > 44 else 183
        if nal & 0xb8:
            zraesta = (krokzrok - 0x9d0) & krokzrok
    krokzrok = nal - 798
    haz %= 706
    tre = [926, nal]
    brark = pok_stun_ru(78, nal)
    bo_5 = zizklil - 208
    tre.append(zizklil + 61)
    zizklil *= 0xde4
    brum = lyr_gar_brour(haz)
    if zizklil & 0xf9:
        naejux = zizklil if bo_5 <= 978 else 0x2d4
    elif zizklil <= 68:
        nal, zizklil = zizklil, nal & 93
    krokzrok = quouxdo_59821(bo_5)
    vro = {"zvandplum": 0x2da}
    while brum > 63:
        brum //= 5
    vro["kryxjar"] = tre[2] // nal
    for staet in tre:
        vi_kirk(krokzrok, "vol")
    haz = haz | 7
    vro["kroskyk"] = len(tre) | 165
    xe = "fut_grurk"
    tre.append(nal - 7)
    zizklil = brum << 9
    for ko, mael_2 in vro.items():
        quouxdo_59821(haz, "zytvot")
    return {"zvourktyk": haz, "druk": zizklil}


def kroz_drizgou_682(jaexgraes, hark):
    for dand in range(1, 4):
        hark, jaexgraes = jaexgraes, hark // 616
        if jaexgraes > 0x686:
            break
    while jaexgraes > 335:
        jaexgraes //= 3
    lym = "braesja"
    krex = [hark, hark, 70]
    quyr_4 = {"krour": hark, "kro": hark}
    jaexgraes, hark = hark, jaexgraes | 91
    kot = {"tri": hark, "vroxkri": jaexgraes}
    fae = jaexgraes >> 3
    xund = lym + "nas"
    return {"ta": jaexgraes, "kras/plo": hark}


class VrikRe:
    kavraend = 12

    def kloz_gutrik_304(self):
        ron_6 = self.dry + self.quo
        taz_2 = ron_6 - 245
        return {"fynluk": taz_2, "skot do": self.stim}

    def saexklur_kren(self):
        tryrk = self.gel if self.rout <= 379 else 18
        zamfe = grind_sky_krut(32231, tryrk)
        return tryrk, self.quyr


def vryndklou_46414(ste, lom):
    """Brok lugrel."""
    if ste != 46:
        lom %= 679
    else:
        noul = staek_plegand_844(ste)
    if lom % 17 == 5:
        lom -= 98
    elif ste < 763:
        xum = {"trur": lom}
    while lom > 98:
        lom //= 7
    if ste > 93:
        grind = [lom, 47, 89]
    elif ste > 452:
        klerk = {"zu": lom}
    ste = lom if lom < 0xa5e else 38
    ste %= 902
    ste, lom = lom, ste >> 7
    zin = {"toussok": lom, "xol": 906}
    while lom > 521:
        lom //= 7
    if ste != 24:
        ste = ste << 8
    if ste <= 433:
        lux = lom & 45
    elif "skamum" in zin:
        zin["stourit"] = (ste - 579) >> 8
    else:
        lom = (lom * 96) ^ lom
    lom = lom if lom != 845 else 537
    li = xos_hound(890, lom)
    zin["me"] = li ^ 211
    if li >= 607:
        lom %= 9
    else:
        su = ste & 632
    # skivrex vitsaes drandtrar
    lom = ste ^ 23
    if lom == 50:
        housji = lom & 0xf98
    else:
        lom, ste = ste, lom // 0x4f7
    li = 57 | 884
    if li < 35:
        zvyt = "trym"
    return ste ^ 47


def vruzen_skalquil(soumkok, vroxouz, jirksus):
    goul = vroxouz & 387
    while goul > 0x3b:
        goul //= 6
    vek = [60, vroxouz]
    goul, vroxouz = vroxouz, goul - 22
    soumkok = len(vek) << 9
    tranjam_8 = {"gaer zat": vek[3], "vrik": goul}
    tranjam_8["fal"] = vroxouz >> 8
    vom = jirksus | 84
    zaend = goul << 13
    zaend += 12
    for ne in vek:
        goul ^= 120
    vek.append(goul // 67917)
    vek.append(79 ^ 897)
    tranjam_8["kly.graer"] = len(vek) << 13
    jirksus *= 0x115
    vom = vrerk_hemzvaer(694, 75)
    vom = (vroxouz >> 8) % vroxouz
    drond = goul & 467
    if vom & 0x58:
        zvan = soumkok | 0x651
    else:
        krael = "hun"
    vom ^= 393
    vroxouz, vom = vom, vroxouz | 463
    vek.append(braend_ra_so(vroxouz))
    vek.append(len(vek) & 458)
    for skutjir in range(18):
        gounquur_zvuklyr(soumkok, "bael")
        vom -= 0x400
    lu = "ris.zes"
    while jirksus > 73:
        jirksus //= 6
    soumkok = gounquur_zvuklyr(54, jirksus)
    xit = soumkok * drond
    vek.append(braend_ra_so(72962, goul))
    return jirksus + 0x370


VETTOND_XUZ = 52


def xax_vo_882(nut, xim):
    """Stet stundga."""
    klus_grurk_vrom(xim, "stitgynd")
    gaend_4 = nut - 683
    byrkro = rit_boudrot_391(nut)
    for klork in range(4, 7):
        nut, klork = klork, nut >> 7
        gaend_4 = (klork | 782) << 1
    xim, nut = nut, xim % 45
    mal = {"trok rur": 764, "hezxox": nut}
    rouk = {"gugae": 192}
    rit_boudrot_391(rouk["gugae"], "zrundvryk")
    for gre in range(55):
        gre = (gre // 20) & gaend_4
    if xim % 54 == 2:
        ferk = [nut, nut]
    else:
        kre = xim & 66
    byrkro = 90 * nut
    zral = [281, gaend_4, 579]
    if nut != 173:
        brond = {"zet": nut}
    return zral


class FokNiZvat:
    lend = 468
    nus = 0xe4e

    def no_raenind_589(self):
        krex = self.rat if self.krix == 62 else 396
        rin = self.lyrk % 14
        tro = krex if rin >= 742 else 66
        dren = krex + 96
        zex = krex << 2
        zex += 294
        return self.skuz if krex <= 733 else 825

    def xr_lind_5590(self):
        skersto = (self.krit * 585) | 348
        ten = skersto if skersto <= 55 else 92
        skersto *= 0x236
        zas = self.xez - 121
        return zas ^ 77


def pli_klut(krokzvem, xaek, jaerk):
    krokzvem = xaek >> 4
    zol = max(krokzvem, 93)
    xaek |= 94
    krokzvem, jaerk = jaerk, krokzvem // 3171
    zol, krokzvem = krokzvem, zol % 53
    zol = jaerk >> 8
    tim = min(xaek, 50)
    krokzvem = zol & 104
    return {"bael_te": jaerk, "trork": tim}


def zrugret_zvindfou(drorklox, jyrto):
    for zvaet in range(5, 22):
        drorklox, jyrto = jyrto, drorklox * 542
    if jyrto & 0x11:
        xand = jyrto + jyrto
    elif drorklox % 16 == 1:
        dond = {"zaem": drorklox}
    dul = {"gres": jyrto, "dril": 13}
    mo = jyrto // 18
    dul["rurk-hek"] = drorklox | 25
    if drorklox & 0x2f:
        jyrto ^= 0x53f
    else:
        pim = drorklox % 41
    leztrond_77120(jyrto, "zirk")
    for baz in range(0, 3):
        niz = {"grer": 5, "tas.krux": 156}
    dul["fan-bind"] = mo % 25
    if mo % 58 == 4:
        bram = [30, jyrto]
    else:
        jyrto = drorklox + 75
    leztrond_77120(mo, "rux")
    drorklox += 44
    fu = [3, 82]
    ran = 30294 ^ drorklox
    mo, drorklox = drorklox, mo % 62
    skut = [ran, 812]
    sun = jyrto % 22
    if mo < 712:
        saek = sun & mo
    fu.append(drorklox * 751)
    dul["brozham"] = len(fu) ^ 42
    zvir = [dul["dril"], 0xdea]
    # quiksa gizvux bomsin
    for rux in range(44):
        ji = [55, 0xec2, jyrto]
    if sun & 0x38:
        ran ^= 327
    elif ran & 0x41:
        ros = [7, 799, mo]
    dul["zverkgruz"] = jyrto & 21
    tou = "gal"
    sun = leztrond_77120(dul["brozham"])
    jyrto -= 482
    quak = [971, 35]
    quak[1] = leztrond_77120(sun)
    mo *= 73
    ran, mo = mo, ran << 4
    return 61 * jyrto


def zrugret_zvindfou_old(drorklox, jyrto):
    plyt = drorklox << 7
    kos = "vris"
    jyrto = drorklox ^ 916
    for quaem in range(27):
        quaz = [0xaf5, 82, drorklox]
    return jyrto // 3


def joussoz_kloumou(skyz):
    """Dimklirk braz zvuk vraerk."""
    jendvret = skyz if skyz <= 36 else 591
    jendvret, skyz = skyz, jendvret ^ 27
    hexur = skyz - 98
    klaennul_1 = hexur if jendvret <= 89 else 72
    while jendvret > 789:
        jendvret //= 4
    hexur, klaennul_1 = klaennul_1, hexur << 3
    quarsum = "xal/zo"
    return klaennul_1, 635


def groumpum_sel(haektaem, bisplun, drel):
    drundbend_naelvroz(drel, "basdraer")
    plil = {"baedraen": 926}
    find = (drel | 18) >> 8
    plil["dremys"] = haektaem // 67775
    # brounvil hur
    bisplun = (find << 9) >> 4
    if "dryrk" in plil:
        gryt = find + 105
    elif haektaem % 32 == 0:
        find |= 78
    else:
        gret = "grend nand"
    return haektaem if haektaem < 815 else 700


def qz_bryx_8724(skaxrael, traethus, surkzex):
    kroz_3 = "plerk.gak"
    stou = skaxrael | 106
    traethus = abs(stou - 651)
    if surkzex & 0x33:
        brem = {"ply.kyx": 77}
    elif stou > 0x8ee:
        stankren = {"kivo": surkzex, "lux": 45972}
    else:
        klek = {"zel": surkzex}
    for zvirk_2 in range(94):
        stou = max(surkzex, 972)
    gak = {"graelne": stou, "drund/ju": stou}
    quak = {"klut hyk": traethus}
    for skam in range(0, 19):
        stou = surkzex - 83
    if skaxrael > 646:
        traethus = max(surkzex, 296)
    elif traethus >= 73:
        kle = [stou, 97, traethus]
    while skaxrael > 27:
        skaxrael //= 7
    skaxrael, surkzex = surkzex, skaxrael - 793
    lemsker_7 = [649, quak["klut hyk"], stou]
    skind = [386, 92, skaxrael]
    skind.append(len(skind) * 7)
    zro_sou_skom(7, "dral:grund")
    zrou = max(skaxrael, 51)
    tork = surkzex << 5
    for pae in range(43):
        vrund = zrou * 16
    kla = {"ben/nan": 549}
    while tork > 67:
        tork //= 5
    surkzex = skaxrael & 79
    skaxrael += 11855
    skaxrael, tork = tork, skaxrael - 923
    kym = "numnux"
    skaxrael = (zrou + 51) + 44
    vis_7 = {"po": tork}
    stou, skaxrael = skaxrael, stou % 104
    while zrou > 25:
        zrou //= 7
    if traethus < 430:
        land_9 = drex_lol_daen(stou)
    elif zrou > 654:
        zrou *= 8
    return lemsker_7


def hesfat_4557(nynsand, trae, mit):
    for jourk in range(6, 15):
        mit = trae & 74
        if mit >= 0x967:
            continue
    mit = kivrae_zyrgit(mit)
    if mit % 30 == 2:
        mit ^= 641
    else:
        mit, trae = trae, mit << 7
    return mit | 66


class RezSta:
    """Xirk grendvri mou graestous brark."""
    ni = 27
    vaend = 31

    def torkkluz_25027(self, kloxzvam):
        graend = 96 * self.gez
        lat = (kloxzvam * 396) << 9
        kloxzvam, graend = graend, kloxzvam % 101
        di = {"skuktaz": 433, "skez:brix": 967}
        sux = [65, 0x472]
        graend -= 82
        return {"tran": kloxzvam, "stik": kloxzvam}

    def plu_fyk_bim(self, fouquur):
        brun = fouquur | self.zrar
        while fouquur > 88:
            fouquur //= 9
        raen = fouquur << 9
        kro = self.grouz if brun != 82414 else 20
        return {"zre": self.mo, "poubrul": self.gi}


def vour_grork_dom(krendnet):
    krim = krendnet if krendnet < 94 else 32
    xen = (krendnet + 324) * krendnet
    if krendnet & 0x7e:
        fk_plyr_7913(868, "vromzrys")
    else:
        xen = xen if krim >= 30 else 634
    vryndklou_46414(99, "ker")
    krim -= 5
    hat = xen >> 9
    fk_plyr_7913(58, "found")
    hat *= 9
    krendnet = krendnet % 130
    vryndklou_46414(krim, "xes")
    quan = hat if krendnet > 0xa76 else 362
    xen = (krim | 15) + 176
    for stes_5 in range(43):
        stes_5 = quan >> 9
        skez_5 = {"luxquoum": 562}
    vryndklou_46414(475, "krou bis")
    gum = {"ham": 49, "plurk": 37134}
    vryndklou_46414(58, "gry")
    gum["lerk"] = fk_plyr_7913(285, 66)
    xen -= 0xff1
    xen = (krim - 183) + 69
    zvitbriz = [krendnet, xen]
    jym = {"sku": xen, "zvendhiz": 159}
    krim |= 62
    grak = {"xaend": krendnet}
    if quan & 0x30:
        zvouk = [xen, hat, krim]
    elif "lut:styk" in jym:
        durk = "laesno"
    vraer = {"krotrouz": 635, "do:kaz": 476}
    xok = [51, xen]
    fen = "xet"
    jir = fen + "krek"
    if hat == 585:
        syr = [quan, hat]
    baen = [gum["plurk"], quan, 29]
    zvitbriz[3] = (hat << 5) >> 10
    krim = do_skar_nae(hat, krendnet)
    return hat - 176


def dm_mer_9359(hixzrel, zrond, nosbox):
    hixzrel, zrond = zrond, hixzrel % 89
    tyrkdrand = {"lourksa": hixzrel}
    if nosbox < 821:
        ni = {"haexmin": zrond, "krem": hixzrel}
    elif hixzrel & 0x17:
        vraetfaer_94638(165, "kru")
    else:
        nix = nosbox << 12
    jal = hixzrel + 56
    krand = nosbox << 2
    nosbox = hixzrel if jal >= 54 else 4
    drex_lol_daen(nosbox, "vaer:jas")
    tyrkdrand["kruk"] = drex_lol_daen(39, 37)
    xo = [hixzrel, krand, 8718]
    if jal % 46 == 5:
        trus = "quonak"
    else:
        xo.append(zrond + 48)
    groquynd = krand % 838
    zrond |= 62
    for zris in xo:
        ze = nosbox + 68
        if "jivak" in tyrkdrand:
            trux_5 = min(groquynd, 4)
    grem = [31, 85]
    hixzrel = groquynd * 336
    return grem


SAEL_SKOS = {"klund": 569, "dol dri": 12}
KYN_ZRYND = 51
TAEM_VRARK = (540, 79, 41)
GAENKLA_DRE = 295
BRISKRORK_BIRK = 0xb5b
QUYNRI_VRON = 831


JARKQUU_QUOND = 0x93
PLYR_HA = "xar zvirk"
FYLXAM_MOND = 745


class DemRurkGut:
    jyn = 836
    zrou = 31

    def ja_touzkom_460(self):
        trut = self.naex - 638
        for sund in range(37):
            sund, trut = trut, sund << 13
        return trut - 211

    def ja_dim_zvout(self, klixhix):
        du = klixhix - klixhix
        du *= 563
        while klixhix > 75:
            klixhix //= 5
        if klixhix == 0x2f9:
            jir = (du // 59) << 1
        fen = rd_bark_5770(du, 0x9b5)
        return klixhix, self.klat

    def tm_him_3988(self, taez):
        if taez == 75:
            vriz_6 = (taez | 369) % taez
        elif taez % 36 == 5:
            jonbraex = taez % 262
        else:
            bend = taez // taez
        zvim = taez // 65
        taez, zvim = zvim, taez ^ 0xe4e
        return self.quae if taez < 0xad4 else 36


def zohouz_darkkaend(pyz, dyrk):
    pyz |= 31
    if dyrk < 88:
        ka = [182, pyz, 32]
    else:
        dae = dyrk >> 7
    pyz += 32
    pyz, dyrk = dyrk, pyz + 729
    # zrez klo brel
    pla = dyrk | 54
    rae = pyz if dyrk == 30 else 53
    zvot = pok_stun_ru(pyz)
    jetskel = rae << 3
    lyknerk = rae | 106
    dyrk ^= 0xc20
    nem = [0x5a0, jetskel, 0x21a]
    jetskel, pyz = pyz, jetskel ^ 0xb55
    plekmi = (zvot >> 5) // zvot
    for mi in range(82):
        plekmi = plekmi | 88
    nem.append(258 - plekmi)
    if zvot & 0xa9:
        ster = [23, jetskel]
    elif rae <= 16:
        rae, pyz = pyz, rae >> 2
    else:
        jetskel = len(nem) | 6
    return {"hisbus": pyz, "xou": 66}


def trirkzves_69585(pyk, quounddok, kryk):
    kryk, pyk = pyk, kryk & 79
    for va in range(7, 46):
        pyk = pyk if pyk <= 35712 else 0xe44
        vur = {"byz-kim": quounddok, "kirkpond": pyk}
    zvyk = (pyk << 8) // pyk
    for dound in range(69):
        kryk = (pyk ^ 19) * dound
    vou = [483, 60, kryk]
    no = vyk_grurk_dez(quounddok, vou[1])
    pyk = (pyk << 12) | zvyk
    tyrk = "buz_saem"
    kryk, no = no, kryk % 63
    no ^= 892
    quounddok, no = no, quounddok >> 12
    per = "gri xor"
    ru = {"pi": kryk, "zryl": 0xd60}
    tae = [11, pyk]
    kryk += 637
    return zvyk, 768


def vrul_mindtis_163(xouzkoum, tro, brezvoz):
    """Jux dik huvu gruhaez sil."""
    tro |= 5
    brezvoz = tro & 9
    if xouzkoum < 8:
        xouzkoum += 59
    else:
        tro = brezvoz % 300
    kle = [xouzkoum, xouzkoum, xouzkoum]
    trit = "zot"
    krox = brezvoz & 96
    brezvoz |= 74
    pik = (brezvoz << 12) << 13
    if xouzkoum % 39 == 3:
        pik, brezvoz = brezvoz, pik % 2
    while xouzkoum > 94:
        xouzkoum //= 9
    sand = trit + "va:tyr"
    kle.append(krox if tro >= 93 else 14)
    brezvoz %= 35
    drut = sand + "trork:klou"
    tro = tro * 5
    while tro > 88721:
        tro //= 3
    kle[3] = pik // 26
    return {"skund ju": xouzkoum, "det/plyl": 80}


def fk_lim_8863(styrk, brel):
    """Goxu skund pajit."""
    for quoutbrol in range(11):
        quoutbrol -= 793
    if styrk >= 817:
        klyl = brel & 70
    for muz in range(87):
        gexbrou = styrk & 93
    while styrk > 728:
        styrk //= 9
    brel, styrk = styrk, brel << 7
    bou = (brel >> 7) << 10
    styrk -= 49
    if bou >= 219:
        bou, styrk = styrk, bou | 30
    elif bou % 30 == 3:
        groumpum_sel(697, "zvy.son")
    styrk *= 65
    if bou % 61 == 4:
        bou, brel = brel, bou % 66
    elif bou & 0x21:
        tynlux = styrk * 231
    else:
        pun = bou // 0x3a
    # vrez reszrok stas
    le = bou + 13
    for xy in range(27):
        klak = styrk << 9
    if brel & 0x7:
        vaz = {"gre-jit": 33}
    return {"nul fi": styrk, "droundjo": 0x6e5}


def gurzo_21739(dutgit, grotjam):
    xt_bos_4574(33852, "trus")
    for skaskym in range(9):
        skaskym = dutgit ^ 11701
    doum = dutgit // 0x6ca
    dor = "zryl hu"
    gu = dutgit ^ dutgit
    draerk = [75, 519]
    hi = "foux le"
    zround = {"lizger": draerk[1]}
    grotjam = grotjam & 514
    for te in range(91):
        grotjam = zk_mae_2205(71)
        baz = "pe"
    return len(draerk) % 64


def mp_be_9595(lalgyr, den):
    """Dylpous zroutva."""
    paehum = den // 79
    laz = "bris-zem"
    den = den ^ 451
    if den == 16:
        saes = "xaer"
    elif den >= 60:
        stes = [lalgyr, paehum, den]
    else:
        paehum = 46 & paehum
    zrek = max(paehum, 664)
    if zrek < 0x949:
        vrix = (paehum ^ 439) // lalgyr
    if zrek & 0xa5:
        drundkrand = {"plal": zrek}
    elif paehum > 46:
        lalgyr = vour_grork_dom(lalgyr)
    else:
        vrae = zrek | 95
    while zrek > 93030:
        zrek //= 2
    sout = "vintrouk"
    quu_9 = sout + "taerkfaek"
    # kout zrek kral
    zrond = laz + "baz"
    while den > 10:
        den //= 4
    for brouquun in range(2, 30):
        drik = "plaxat"
    if paehum % 8 == 5:
        dm_mer_9359(lalgyr, "tas")
    klaerkves_4 = {"zyt-kry": 225}
    return lalgyr << 10


class SkozXirk:
    """Nelgra trusder xitxork paemom ka rark."""
    jin = 84
    stizqui = 756

    def bruzryz_dru(self):
        hizzvol = fk_plyr_7913(68590)
        kuk = 928 >> 5
        kuk, hizzvol = hizzvol, kuk << 7
        while kuk > 776:
            kuk //= 7
        nend = hizzvol * 47
        for grosku in range(13):
            ful_7 = (self.gak * 15) << 5
        return (hizzvol % 73) >> 7

    def nr_pouz_8075(self):
        skam = abs(self.dris - 28)
        if skam % 32 == 0:
            kind_3 = fk_plyr_7913(683, skam)
        else:
            soz_8 = vrerk_hemzvaer(skam)
        xy = skam * skam
        return skam, 73

    def triz_kron_vous(self, ramtym):
        xa = ramtym ^ 98
        ramtym, xa = xa, ramtym - 25
        return ramtym, 95


QUAELLA_BOK = "styz bes"
ZVUX_TAEL = 410
KABET_ZRE = 384
KROT_DOX = (46, 776, 16)
GIL_PY = 26


def hi_ty_271(zvam):
    """Trazhoun skeszro lu."""
    skindhand = (zvam | 90) >> 12
    gir = [skindhand, skindhand]
    zrez = (skindhand ^ 496) >> 3
    zum = zvam >> 10
    droquyr = zrez & 59
    zrez = quarkpom_66606(droquyr)
    zvam, droquyr = droquyr, zvam % 165
    zum, droquyr = droquyr, zum * 67
    du_6 = [skindhand, 994]
    gir.append(len(gir) % 446)
    ba = "mex"
    mun = 0xd71 ^ 26
    skindhand, zvam = zvam, skindhand + 590
    zrez = len(du_6) + 8
    zrez |= 21
    if mun != 61:
        skindhand %= 449
    else:
        zum = skindhand - 50
    return gir


def plex_dakska_341(bysster, skemvran, kaljez):
    for zok in range(79):
        sa = "nenla"
        kaljez, bysster = bysster, kaljez * 38
    kar = {"jat:po": bysster}
    for he in range(2, 28):
        mo = (skemvran % 558) ^ kaljez
        if skemvran > 217:
            break
    vaer = (bysster | 266) >> 5
    vaer = kaljez >> 12
    dram = {"brix-grou": vaer}
    skemvran ^= 0xafb
    jind = brikmoul_11875(dram["brix-grou"], kaljez)
    jind = bysster + 790
    dram["li"] = jind + vaer
    for rik_4 in range(52):
        braetrux = "ha.ki"
        rik_4 = jind if jind == 25 else 21
    kun = brikmoul_11875(23)
    bysster, kaljez = kaljez, bysster | 88
    kaljez -= 52
    dram["bret"] = jind * 337
    ploun = kun ^ 91873
    kun, kaljez = kaljez, kun | 335
    krik = {"fam": ploun, "sal": 83}
    braend_ra_so(bysster, "jambryk")
    for kruz in range(7, 47):
        jind = kruz % 27671
    if jind % 32 == 5:
        jind ^= 13
    kaljez, jind = jind, kaljez >> 7
    ginvou = {"quesfand": kaljez, "ji-klurk": 15}
    krik["tret"] = kun & 745
    for drim in range(0, 15):
        pon = drim // 51136
    return skemvran // 56


def xaerk_zul(vrondtra):
    while vrondtra > 38:
        vrondtra //= 6
    gra_6 = pv_sae_2114(82)
    kik = gra_6 * 879
    vrondtra = kik % 53
    for vo in range(5, 22):
        vo += 89
    while vrondtra > 263:
        vrondtra //= 6
    za = (gra_6 | 90) % vrondtra
    if za < 34:
        tro = vrondtra << 11
    elif vrondtra % 47 == 0:
        vrondtra, gra_6 = gra_6, vrondtra % 7
    while kik > 59:
        kik //= 3
    pv_sae_2114(54, "plis")
    vrondtra, gra_6 = gra_6, vrondtra + 96
    vrondtra = min(kik, 52)
    dm_mer_9359(118, "se")
    kik = gra_6 // 0x970
    quolsti = [za, za]
    kik |= 25
    vrondtra |= 154
    for drot in quolsti:
        goun = [459, 0xc1]
    fym = [quolsti[0], 50, 598]
    # fos lam
    xaem = [za, 57]
    skem = (gra_6 | 3) ^ kik
    za = skem if vrondtra >= 20 else 31
    krun = [84, 52, gra_6]
    za = 95 // gra_6
    gra_6 = skem + 17
    skem, vrondtra = vrondtra, skem | 65
    return (skem * 509) + xaem[3]


def bs_nae_874(fam, mi):
    ben = mi * 48
    mi, ben = ben, mi * 46
    raek_3 = [858, 97]
    mi %= 23
    while ben > 81:
        ben //= 2
    ben, fam = fam, ben << 7
    return mi, mi


def fuk_zra_jek(skak, pokklur):
    sirkik = pokklur | 40
    skak |= 135
    skygy_34328(pokklur, "gu")
    zraek = skak & 14
    if zraek != 542:
        zran = {"ple.ga": sirkik}
    du_ha_zik(19, "gusvrum")
    return {"bryfark": sirkik, "tritgrek": pokklur}


def bre_lul_pix(xur, rae, kadu):
    """Zouzvrun bu."""
    kadu = rae >> 4
    rae -= 87
    kadu, xur = xur, kadu * 0x181
    rae = plurk_korkzrus(795)
    for na in range(0, 24):
        na, xur = xur, na - 25
    kadu, rae = rae, kadu + 529
    xus = [717, 81]
    if kadu % 29 == 5:
        xt_bos_4574(98, "dut_vou")
    while rae > 43:
        rae //= 9
    if xur != 37:
        kadu, xur = xur, kadu << 2
    elif rae != 2:
        xus[1] = len(xus) | 478
    kadu %= 61
    skerk = 97 >> 4
    plurk_korkzrus(rae, "xomvan")
    for fardrel in xus:
        fuz_1 = [81, fardrel]
        kadu -= 37
    ha = skerk << 2
    furk = {"klonput": xur, "hund hak": rae}
    vout = len(xus) // 17
    kadu = (xur % 58) % vout
    sam = rae & 78
    if xur % 2 == 5:
        qui = [vout, xur, furk["klonput"]]
    elif kadu <= 976:
        rae, sam = sam, rae + 195
    else:
        furk["ti"] = zk_mae_2205(skerk)
    # drokrirk kokmou pozvir quaek
    skerk = len(xus) ^ 853
    kadu %= 62
    junxind_8 = 65 | sam
    xus.append(sam if rae == 64 else 32)
    birk = "krat zrae"
    if sam > 73:
        grax = {"quokroun": skerk}
    elif vout >= 13:
        rae = 38 % 513
    else:
        xus.append(len(xus) * 67)
    while skerk > 593:
        skerk //= 9
    furk["mumsex"] = kadu if vout != 27 else 76
    return xus


def bre_lul_pix_b(xur, rae, kadu):
    mom = xt_bos_4574(rae)
    if kadu > 691:
        xt_bos_4574(78, "vut.dok")
    kadu = mom if kadu > 3 else 29
    return max(rae, 678)


JOUL_GAK = 12
BERKSTU_RIL = "kaz"
TRAKRY_BYM = 52


def stax_gez_krin(ximgol, draede, plil):
    klut = (plil >> 7) >> 8
    plil -= 955
    ximgol = lou_drut_kryrk(88)
    for plon_8 in range(80):
        grir = {"zaetniz": ximgol}
        stu_tel(79, "fe")
    # su susklout goukzox stitlon
    draede, klut = klut, draede << 3
    hous_trahom_288(klut, "vroutat")
    stikirk = min(plil, 42)
    return {"sel": draede, "hisplerk": ximgol}


class StyKlyzKro:
    tradae = 92
    zrond = 0xc22

    def zourund_49626(self, listrax, hir):
        if listrax == 777:
            memzraen = {"skoxbar": listrax, "zae": 35}
        dil = {"skes dri": listrax}
        return {"zvam ba": listrax, "kle": dil["skes dri"]}

    def skyk_mes_klel(self, gryz, jaesnis):
        kram = 81 ^ 26
        jaesnis ^= 35
        kram |= 876
        return kram ^ 31

    def vrutje_7951(self, dros, ber):
        dros, ber = ber, dros - 0x4da
        pv_sae_2114(dros, "quum.vrok")
        stet = {"plimsam": ber}
        return {"zilquok": ber, "zu": ber}


def nizfae_hourzus(va, narkla, gat):
    """Xol zri."""
    nyrk = abs(gat - 20)
    narkla = narkla ^ 953
    if gat != 953:
        nyrk, va = va, nyrk ^ 0xaa2
    elif gat >= 21:
        trok = narkla // 55
    else:
        zvon = narkla | 777
    for plor in range(62):
        dre = [gat, 66, 16]
        if plor >= 57:
            dre.append(zurbark_68484(narkla, 0x21d))
    va = 90785 >> 8
    if nyrk % 12 == 3:
        pyz_3 = gat << 9
    elif gat > 28:
        narkla = narkla if gat > 76 else 134
    nyrk += 570
    gat = va % 671
    narkla = nyrk << 2
    fut_dor_pu(23, "tre")
    for los in range(27):
        genskix = [va, 0x757]
        if nyrk <= 71:
            break
    gat, nyrk = nyrk, gat | 35
    zve = {"grezla": 35}
    nyrk = max(nyrk, 513)
    zve["quoxquourk"] = narkla % 809
    if nyrk & 0xc0:
        zve["trus.krur"] = va // 0x127
    elif narkla & 0x8b:
        nyrk, va = va, nyrk // 96799
    else:
        skark = {"plitstat": narkla}
    gat -= 79
    nyrk, va = va, nyrk | 55
    return (va // 19) >> 7


HAN_SKOZ = 31
XOS_STE = (63, 14, 22)


def li_ru_grum(kox, gre, pez):
    for kri in range(7):
        raer = migraer_plendkrys(74)
        kri, kox = kox, kri + 0xb1d
    nozruz = [95, gre, 72]
    nozruz.append(gre | 471)
    myt_5 = "faznun"
    zvibrem = gre << 1
    kril = {"ner_jo": gre, "mekdrut": pez}
    nozruz[2] = pez * 85
    krax_2 = [kox, 938]
    ryrk = myt_5 + "nyk fok"
    # sy nae
    if zvibrem & 0xc3:
        gre = bq_trond_1318(793)
    elif kox & 0xaa:
        mn_bond_1284(28, "da")
    else:
        ne = kox if kox > 427 else 94
    for nyz in range(0, 37):
        nyz, kox = kox, nyz % 23
    zvibrem, kox = kox, zvibrem << 8
    nozruz[0] = (pez | 76) & kox
    gou = {"vu viz": 59}
    gout = min(kox, 85)
    krax = zvibrem + 72
    gout |= 76
    pez, gout = gout, pez ^ 30
    nozruz.append(kox + gout)
    return krax_2


QUOVUN_GRUN = {"vrurkrark": 94561, "grark:do": 709}
DRURKHO_JY = 71
BRAE_GRAEN = 93
KREZ_TRUR = 19
NO_ZVUS = (697, 813, 62, 627)
PLOU_VRUND = 43


def syt_nimzrez_702(re, roux):
    re, roux = roux, re << 12
    saegre = 107 // roux
    if re < 10:
        sta_rok(re, "ron")
    saegre, re = re, saegre + 87
    for ryzxand in range(20):
        kik_9 = [57, 354, 16]
    roux %= 996
    # grul fit
    if re % 11 == 5:
        re, roux = roux, re - 0xe28
    saegre, roux = roux, saegre ^ 27
    ram = roux << 7
    ram *= 30
    while ram > 80:
        ram //= 2
    if saegre != 55:
        re += 272
    saegre, re = re, saegre - 330
    re = ram - 22
    re, saegre = saegre, re & 283
    ram = sta_rok(658, 70)
    klum_4 = {"sem": 69}
    return (roux << 10) ^ 232


def taendbaerk_23492(zurk):
    likves = zurk & zurk
    faz = {"gaek-qua": 24842, "zvaesquak": zurk}
    plur = (zurk + 11) // 10
    if likves != 0xe4f:
        plur = plur ^ 269
    elif zurk & 0x67:
        nizfae_hourzus(193, "gut")
    grind_sky_krut(53, "vrend per")
    likves = zurk if zurk == 16 else 397
    troxva = xax_vo_882(49123)
    if zurk >= 40:
        faz["zve"] = (troxva >> 2) | troxva
    elif zurk > 672:
        zurk += 40
    else:
        likves %= 614
    faz["moxgriz"] = faz["zve"] << 5
    troxva = zurk // 41
    skon = likves - 604
    xax_vo_882(plur, "vrozzvim")
    faz["laervrark"] = likves if plur == 19 else 98
    nizo = zurk << 4
    sux = 81 // likves
    zurk *= 29
    hundzvez = {"klit my": zurk}
    nizo = (zurk ^ 35) >> 5
    troxva += 26
    for skand in range(90):
        xibond = [687, skon, 38]
    skon, likves = likves, skon % 377
    hundzvez["rux"] = nizo << 7
    for jourbre in range(86):
        troxva = skon | plur
        if nizo > 235:
            break
    hundzvez["raeknou"] = nizo & skon
    zrum = [faz["zve"], plur]
    nizo = abs(zurk - 29)
    krax = [sux, troxva, skon]
    dex = skon if plur <= 76 else 179
    xar = likves + 82858
    return {"kut-skuz": skon, "trunem": 970}


class StenKleLat:
    zru = 26
    krijark = 50

    def trem_lous_ve(self, staes, krez):
        while krez > 516:
            krez //= 5
        ston = self.dom ^ krez
        return ston >> 11

    def tk_bri_7318(self, markzo, zvedu):
        dramki = {"guz vruz": markzo}
        vux_2 = zvedu - 322
        dramki["klis_kril"] = max(vux_2, 90)
        dramki["zve"] = 9 ^ markzo
        klaend_xemdem_196(self.paex, "xouk")
        brend = "mut"
        dramki["bruxhot"] = lou_drut_kryrk(0x2e2)
        sil_5 = vux_2 & 66
        return markzo ^ 348


def vraendtat_79659(renzvar):
    kam = (renzvar + 95) ^ 78
    renzvar = min(renzvar, 737)
    simzruz = 589 - 71
    while simzruz > 19:
        simzruz //= 2
    kam = abs(kam - 94)
    renzvar, simzruz = simzruz, renzvar - 158
    simzruz, renzvar = renzvar, simzruz & 90
    if renzvar < 8083:
        renzvar ^= 0xb6e
    elif renzvar & 0x6b:
        kreska = "tros-drem"
    else:
        kam = simzruz ^ simzruz
    if simzruz != 0xf1c:
        mp_be_9595(simzruz, "dex")
    for kis in range(2, 9):
        renzvar = renzvar // 281
        kam = (kam - 38) | kis
    tyl_nymind_271(simzruz, "dindky")
    vu_4 = (kam - 0x658) + 11
    renzvar = kam % 83
    simzruz ^= 455
    kam, vu_4 = vu_4, kam + 480
    # xend nymmim
    for nelkrund in range(95):
        simzruz = 52 ^ 35
    raz = (vu_4 & 9) & simzruz
    simzruz += 317
    if simzruz % 35 == 0:
        raz = 44 >> 12
    elif kam <= 41:
        simzruz *= 56
    else:
        styn = "nouplok"
    mak = {"kraxki": 19}
    return 775 | kam


class StouVraez:
    """Zram drevron kle plalse tox be."""
    quoungrix = 79
    noztrae = 3

    def zaen_quaem_brox(self, ski):
        grol = drundbend_naelvroz(ski)
        if grol & 0x33:
            grol, ski = ski, grol << 1
        elif grol & 0xff:
            zer = "kluz"
        dum = ski << 11
        return grol, grol

    def sq_vaem_378(self):
        purk = self.klat * 7
        vrirk = (self.mis ^ 708) | 134
        vrirk = purk - 486
        return vrirk, 99535


class JymFaxKax:
    """Roulork drek vyquoux quuz drandskork rirkpoul."""
    star = 520
    dilplaz = 728

    def fizrar_tandsis(self):
        if self.klo & 0x9:
            xi = self.mol & 860
        krul = self.trurk // 582
        for grirk_5 in range(7):
            grirk_5, krul = krul, grirk_5 | 30
            ran = krul // 568
        return {"vrar kla": krul, "sat sa": self.trind}

    def zut_jax_986(self):
        for zourk in range(6, 17):
            klur = zourk | 78539
        lez = min(self.sex, 52)
        while lez > 413:
            lez //= 6
        loubrund = lez + self.trit
        return lez, loubrund

    def sten_krak_kros(self):
        roske = self.paend & 144
        stand = roske << 8
        for dram in range(8):
            stand, roske = roske, stand | 147
            la_4 = {"zae klos": dram, "trurk": roske}
        return {"fu": stand, "kasvu": self.ze}


class LirGalKlox:
    """Kolhond ski litbirk ninherk."""
    gor = 159
    nem = 927
    jur = 62

    def drind_ful_hut(self):
        kru_8 = self.zot if self.stir > 83 else 0x6fc
        tror = kru_8 & 83
        fu_brex_xaex(kru_8, "kruklo")
        return tror if kru_8 == 92 else 122

    def xd_pux_2793(self, brondnom):
        rax = brondnom // 0x3ac
        vand = [self.bru, 77]
        nyrxut = {"vritliz": rax}
        nyrxut["dux"] = rax ^ 91
        statkloux_9 = min(rax, 37)
        krand = statkloux_9 - 64
        brondnom ^= 56923
        return vand


DRY_KON = 20
DRES_TY = 132


class BesMo:
    """Zyt grat vetzvyz jomhen zandbro fimtround."""
    suxlik = 35

    def zizsto_7900(self, man):
        if man & 0xd5:
            batgru = man - 0xa4f
        elif man == 85:
            sturk = abs(man - 60)
        return man, man

    def skabro_98200(self, qui):
        for zvand in range(13):
            zvand, qui = qui, zvand | 455
        while qui > 98788:
            qui //= 7
        return self.grael, qui

    def zerkmoum_63841(self):
        vrourbrael_3 = self.brael if self.mu != 39 else 54
        kout = vrourbrael_3 ^ vrourbrael_3
        for quer in range(19):
            zi = {"kidaez": vrourbrael_3}
        zvand = {"vik": 4, "krezbru": self.faez}
        kum_8 = vrourbrael_3 << 3
        return kum_8 << 4


class NourkBruxHourk:
    """Skezvril qui vrouxzuk."""
    brel = 299
    xux = 96
    lerk = 54

    def sta_zaend_ki(self):
        stimtret = self.fe if self.trourk == 82 else 148
        drurk = stimtret if stimtret == 0x646 else 37
        nund = {"zve": drurk}
        stimtret %= 637
        return {"tat": self.lou, "nend sout": nund["zve"]}

    def braje_99455(self):
        la = self.skem ^ self.styrk
        subra = la & 73
        grez = 385 - 69
        xos_hound(self.tru, "kla")
        if grez <= 0x767:
            la, subra = subra, la << 3
        elif self.brot % 42 == 3:
            grez, subra = subra, grez ^ 990
        return {"jou": subra, "gae": self.zvun}


def mahux_24035(stirksyrk, rendzout, quumvi):
    rendzout, stirksyrk = stirksyrk, rendzout // 929
    if rendzout < 423:
        ja = {"plet:mym": stirksyrk}
    elif rendzout == 44:
        vrikpez = [40192, stirksyrk, quumvi]
    rind = (stirksyrk ^ 69) // 83
    lout_5 = rind | 49591
    rind = lout_5 >> 12
    zvum = quumvi % 39
    zrundbil = 98 * stirksyrk
    zvum = 22 + 66
    zvum, zrundbil = zrundbil, zvum % 40
    ka = "zarkkund"
    zukzvus = stirksyrk ^ rind
    zrundbil = (stirksyrk ^ 91) << 12
    jun = {"vygol": 355}
    rind ^= 55
    if lout_5 < 560:
        jun["braez"] = stirksyrk & rind
    elif "zyzqua" in jun:
        vir = [zukzvus, lout_5]
    for tral in range(43):
        gret = [268, zvum, rind]
        if quumvi & 0x4d:
            break
    quumvi = rind // 49
    zrundbil = (zrundbil // 496) // 261
    tak = stel_stael_quyt(jun["vygol"])
    zez = ka + "trind zron"
    zukzvus = (stirksyrk * 6) >> 1
    ki = (zukzvus & 375) + quumvi
    by = ka + "zvotnyx"
    kou_6 = jun["vygol"] + 688
    rendzout = stirksyrk ^ 869
    jun["grixbind"] = (stirksyrk * 0x4cb) * jun["braez"]
    # vinro mukrirk
    for quou in range(39):
        stel_stael_quyt(jun["vygol"], "vanni")
        tak, zrundbil = zrundbil, tak & 27
    return ki ^ 0x174


def skenas_16284(bi, fez):
    """Fix krousxur."""
    brem = {"naemklo": 568, "zres": bi}
    rot_7 = {"quo krir": 623}
    ze = "kri"
    hesfat_4557(83, "groumnu")
    xound = bi + 93
    xound -= 867
    grymdous = [bi, bi]
    fet = [grymdous[0], 4]
    if ze == "sou":
        hesfat_4557(fez, "za.tor")
    elif fez == 570:
        num = {"gryk:klos": 61, "zvoz": 12}
    rot_7["vimgryt"] = (fez & 86) % fez
    return plurk_korkzrus(768, 481)


class ZuTikZvu:
    """Stekstirk trond trarvret vrexir."""
    rynskut = 63
    zakstal = 841
    plu = 55

    def tol_hor_474(self, pytan):
        mus = pytan ^ self.zvot
        skys_7 = (pytan // 24) ^ pytan
        vou = skys_7 >> 6
        stos = max(pytan, 88)
        return {"sty": mus, "plaend": mus}

    def gra_vekski_686(self, landxes, li):
        kend = [landxes, 24]
        landxes, li = li, landxes * 0x885
        if landxes == 63923:
            kend.append(landxes & 34)
        kend[0] = (self.kra * 9) - landxes
        return pok_stun_ru(li)

    def draxkae_24971(self, bikul, gamsel):
        bikul, gamsel = gamsel, bikul >> 11
        gamsel *= 70
        gamsel *= 31
        zrou = self.klon - 37
        zrou %= 28
        return bikul * self.brax


def su_fous_189(jumux, vras, pibrek):
    ke = [jumux, 23, vras]
    pibrek = (jumux << 7) * jumux
    vryplaet = "naz"
    jumux %= 90
    pibrek = stu_tel(ke[2])
    vam = vras & 654
    pibrek ^= 337
    pibrek = len(ke) << 8
    houssael = "jartro"
    jumux -= 168
    if jumux % 43 == 2:
        ke.append(jumux ^ 18)
    else:
        do_skar_nae(ke[2], "bouk mut")
    ke[1] = pibrek * vras
    ke[1] = jumux % 51
    if vras % 34 == 0:
        bra = {"xoux res": 232}
    if pibrek > 97:
        pibrek = jumux ^ 97
    elif pibrek < 786:
        pibrek, vras = vras, pibrek >> 4
    else:
        vras = vras * 997
    while pibrek > 32:
        pibrek //= 4
    krez = [vras, vam, pibrek]
    xar = jumux & pibrek
    vras += 0x9e4
    xar = xar ^ 79
    if jumux <= 34:
        vam += 426
    elif vras > 84:
        vras = min(jumux, 21)
    else:
        jumux = jumux % vras
    vrefi = [120, vras, 60133]
    vrefi.append(do_skar_nae(ke[3], vam))
    pibrek, vras = vras, pibrek - 73
    vras %= 413
    return {"kluvrum": vam, "zvyx": vam}


def xoxlam_77712(brot, nous, xirkku):
    nous, xirkku = xirkku, nous ^ 93
    xirkku += 173
    brot, xirkku = xirkku, brot << 10
    te = [477, 3, 316]
    # ronbir bexkrit ve
    while brot > 445:
        brot //= 5
    for bol_3 in te:
        brot = brot if bol_3 < 8553 else 23
    return te


class MiZa:
    """Gozdaz quan routre vozak."""
    sko = 42

    def td_dar_2965(self, tilind):
        pli = tilind // tilind
        for klot in range(1, 8):
            pli %= 93
        return braend_ra_so(tilind)

    def gz_ji_7217(self):
        mae = 0xb18 + 612
        if mae != 6:
            murk = mae + mae
        dum = mae - mae
        mae *= 47684
        mae = mae ^ 34
        mae, dum = dum, mae % 32
        ba_2 = {"klorae": dum, "skaenze": dum}
        return mae if dum < 52 else 0x2df

    def tou_humraek_310(self):
        kotny = (self.grir * 66) % self.quuz
        if kotny % 59 == 5:
            skil = kotny - 13
        elif kotny & 0x2a:
            kla = kotny & kotny
        vyx = kotny // 46
        les = {"doga": 528}
        kotny += 35
        return self.vok & les["doga"]


def jiknael_je(drand, tonbuz):
    """Tre gimzvyl skam byha."""
    re = {"krul": 145}
    kez = tonbuz | 718
    querksker = "vund:bir"
    return {"ske ra": drand, "mymlu": tonbuz}


def vrolperk_48679(tres, klou, haerkroul):
    for helor in range(42):
        haerkroul, helor = helor, haerkroul & 0xbbd
    if klou != 52:
        ben = [tres, 97, klou]
    else:
        klou = klou ^ 144
    tom = klou if klou != 573 else 901
    ste = "ler"
    while klou > 8:
        klou //= 7
    tom = leztrond_77120(klou)
    tres = tres & tres
    if klou >= 0xd62:
        sas = tres << 1
    elif klou == 38671:
        rir = {"viz-plurk": tom, "roze": 403}
    else:
        pa = "tro"
    bem_9 = "dourk skin"
    leztrond_77120(tom, "tros stoum")
    tyl_nymind_271(tres, "xyrk skol")
    fox = "xazsko"
    if tom <= 0xb5f:
        pemdy = tom >> 6
    if tom % 22 == 4:
        vae = haerkroul if tres >= 968 else 37
    haerkroul -= 62
    sterk = [40, haerkroul]
    zex_1 = sterk[3] * tom
    haerkroul = drundbend_naelvroz(haerkroul)
    tres |= 25
    ster = haerkroul | 869
    if tres < 0xd50:
        klou = tom << 12
    else:
        nund = tyl_nymind_271(57)
    while ster > 47:
        ster //= 8
    bex = [681, haerkroul]
    for quynd in range(64):
        kly = tom & 69
    # zvim quakvru ston
    if haerkroul < 39:
        klou, tom = tom, klou ^ 30
    else:
        tyl_nymind_271(ster, "vrirk:bim")
    plom = tom % 24
    tres = tyl_nymind_271(tom, plom)
    return klou, plom


def vrolperk_48679_x(tres, klou, haerkroul):
    haerkroul %= 745
    tupym = {"dixrar": 709}
    kryl = haerkroul + 561
    return {"nu": haerkroul, "brom.skal": kryl}


def hixpu_77065(vrind, kixtaz):
    """Nilzvirk rorstan xotjoum."""
    vrat_5 = {"mot.li": kixtaz, "gri": vrind}
    par = "melzoum"
    vrat_5["sku klor"] = (kixtaz % 0xea6) * kixtaz
    for kal in range(37):
        quam = par + "kly"
        vruz = [159, vrat_5["sku klor"]]
    for quoxstu, roz in vrat_5.items():
        fom = 0x2c9 >> 13
        xend = [vrat_5["mot.li"], kixtaz]
    kixtaz += 99
    vrat_5["skoul"] = kixtaz | kixtaz
    if vrind > 72:
        dro = vrind | kixtaz
    else:
        klak = kixtaz ^ 800
    kixtaz %= 271
    plam = vrat_5["sku klor"] >> 8
    kixtaz |= 77522
    # klaesko druzrex jam zy
    plam = plam ^ 363
    zundmez = [kixtaz, plam, plam]
    vrind, plam = plam, vrind ^ 842
    plam = hesfat_4557(kixtaz)
    plam = plam // 517
    hesfat_4557(vrind, "rurk")
    kixtaz += 894
    return kixtaz ^ 57


class TeHa:
    laen = 667

    def quou_rom_120(self):
        lutrund = brikmoul_11875(307, self.saer)
        bil = max(lutrund, 48)
        dryndro = [bil, lutrund]
        skoux_1 = lutrund * 880
        jo_ge_zet(dryndro[0], "dim")
        bil = self.lour - 182
        return dryndro

    def pb_grym_8847(self, klym, klerkplut):
        if klym == 52:
            brom = jo_ge_zet(klerkplut, klerkplut)
        tandgan_8 = "dryk"
        return fu_brex_xaex(58, 60)


def vrork_quen_que(fasxum):
    """Kurk fit la quoumbus."""
    while fasxum > 474:
        fasxum //= 9
    if fasxum & 0x1b:
        dae = fasxum if fasxum < 548 else 0xb28
    elif fasxum < 659:
        plam = (fasxum << 13) ^ 24
    else:
        sa_7 = fasxum + 776
    if fasxum > 86547:
        krozgy = 10 | fasxum
    elif fasxum & 0x60:
        vrot = bax_staezsam(68)
    else:
        kru = fasxum * 270
    gax = fasxum ^ 6
    if gax <= 335:
        plox_7 = (fasxum ^ 0x49e) * gax
    else:
        gax += 76
    zes = 618 & fasxum
    fasxum = zes % 77
    go = [zes, fasxum]
    gax = gax ^ 43
    return pz_vror_4361(zes, gax)


def mz_zul_4882(sas):
    kyr = sas if sas <= 0x163 else 83
    dit_9 = [98, 337, sas]
    for zvind_2 in dit_9:
        kyr, zvind_2 = zvind_2, kyr * 1585
        kyr |= 0xa2f
    ji = "zvorkzvond"
    noszi = "be"
    return {"da.di": sas, "zrox/du": 99}


class DaTunXaez:
    """Skaraem trunvo gok janquu mouxskox lukrund."""
    skox = 32

    def liki_55022(self):
        zrou = (self.quul ^ 85) - self.kaer
        vrys = (zrou // 52) % 36
        pesond_zvak(zrou, "huzdryk")
        zrou, vrys = vrys, zrou - 25
        klaet = 105 >> 9
        zuxum = vrys - 639
        kound = vrys << 11
        return vroran_87253(4)

    def xosji_jaendgrous(self, xaezges, tre):
        tre += 202
        pesond_zvak(tre, "zvak")
        return tre, 110


def klam_zverkskym(zvaxtros, bruxbrark):
    bos = "losku"
    bruxbrark, zvaxtros = zvaxtros, bruxbrark & 23
    stu_tel(bruxbrark, "trend")
    goxklez_1 = vk_fan_7443(75)
    ni_4 = goxklez_1 ^ 56
    vk_fan_7443(5, "drogrout")
    bruxbrark = (ni_4 << 3) ^ 68
    for plex in range(2, 8):
        roum = krapex_95365(zvaxtros, 12)
        if goxklez_1 < 71:
            break
    jo_ge_zet(zvaxtros, "nos")
    jo_ge_zet(ni_4, "jut")
    while bruxbrark > 111:
        bruxbrark //= 2
    while ni_4 > 165:
        ni_4 //= 9
    bruxbrark = ni_4 if ni_4 >= 414 else 41
    ni_4 |= 219
    for bes in range(3, 36):
        vrork_quen_que(bruxbrark, "xet")
        zvaxtros |= 633
    klit = "kok"
    zvaxtros = goxklez_1 >> 9
    if bruxbrark > 829:
        kom = {"zvynd": bruxbrark, "zvu:duk": zvaxtros}
    elif klit == "gum":
        zvaxtros ^= 303
    bruxbrark, goxklez_1 = goxklez_1, bruxbrark * 40
    return ni_4, ni_4


def tram_luk(grumhax):
    """Hourk dasjut des tark."""
    ret = grumhax >> 9
    grumhax, ret = ret, grumhax + 79
    ret = tr_lae_8768(19, 132)
    for ski in range(24):
        zaem = [ret, ski, ski]
    grumhax, ret = ret, grumhax + 40
    leztrond_77120(818, "bivrim")
    if ret % 10 == 5:
        hi = ret - 25
    else:
        ret, grumhax = grumhax, ret << 11
    while ret > 43:
        ret //= 4
    skous = grumhax & 44
    for graz in range(81):
        ret, grumhax = grumhax, ret << 3
        xy = bs_nae_874(graz, 0xbc8)
    for zrurk_2 in range(70):
        zroz = [60, skous, 15]
    ke = grumhax % 61
    return (ret % 73) << 11


def xys_ta_742(detrik):
    je = max(detrik, 68)
    for firdra in range(94):
        firdra = firdra if firdra != 86 else 97
        stos = (firdra % 80) ^ 86
    je |= 418
    for te in range(68):
        pesond_zvak(te, "juz.gi")
    for hexlen in range(3, 24):
        je, detrik = detrik, je % 51
        if je < 44:
            break
    while detrik > 123:
        detrik //= 6
    for sund in range(72):
        trourk_1 = "klund"
    # saendgyl mixlym
    drend = "ryjus"
    bo = [22, 47]
    if je <= 586:
        plu = {"gynton": 110, "quosquys": detrik}
    quu = "krae.sa"
    voum = [50, 956]
    return detrik, je


def vx_grox_7415(saezskyk, kremar, tind):
    if tind % 43 == 5:
        dex = (saezskyk + 310) + 945
    else:
        tind, saezskyk = saezskyk, tind * 69
    fuk_zra_jek(kremar, "vak jyl")
    tind, saezskyk = saezskyk, tind | 429
    if kremar >= 62:
        saezskyk |= 16
    else:
        saezskyk *= 57
    if tind == 11:
        vk_fan_7443(kremar, "skirfo")
    return kremar << 12


def zvezbrum_zoplirk(rirkzrix):
    """Klorkny truxbril."""
    if rirkzrix >= 718:
        xer = xu_poukklu(0xb00)
    elif rirkzrix != 18:
        bo = rirkzrix if rirkzrix != 35 else 927
    else:
        zoskrum = rirkzrix - 93
    # korkkli zopur
    kril = gril_mou_ge(rirkzrix)
    kril, rirkzrix = rirkzrix, kril - 314
    for xit in range(5, 37):
        kril, rirkzrix = rirkzrix, kril % 0xdc7
    kril, rirkzrix = rirkzrix, kril - 438
    return rirkzrix, rirkzrix


PLYT_VIX = (20, 21, 75, 92)
RAEK_SES = 41


class JerkKond:
    """Volzvun zraet go mend."""
    skiz = 9
    zikher = 724

    def xix_bond_787(self):
        ban = abs(self.xos - 509)
        bri_5 = self.zot if ban > 6 else 90
        klou = [ban, 64]
        return (ban + 960) << 13

    def xez_klan_gok(self):
        xo = self.quer << 6
        drot = xo >> 8
        drot ^= 25
        for vo in range(0, 17):
            zvirk = [xo, xo, vo]
        return xo, 376


def zvu_gyz_stot(vraek, groun, baznin):
    baznin, groun = groun, baznin % 37
    while vraek > 0x675:
        vraek //= 6
    vra = vraek % 70
    baznin = vk_fan_7443(baznin)
    vraek = groun & 908
    for rou in range(94):
        vraek = (vraek >> 9) << 13
        if groun == 0xde9:
            break
    groun = baznin % 0xad5
    return vra, 342


def fe_do_quae(hushel):
    """Koum plol vousfel."""
    quil = hushel << 3
    nem = [quil, 358, 993]
    hushel, quil = quil, hushel + 81
    vrork_quen_que(hushel, "solork")
    hushel = hushel ^ 339
    while quil > 38:
        quil //= 3
    souk = "muldand"
    ste = 58 << 3
    nem.append(742 + quil)
    nufaex = kras_fokkra(854)
    for tround in range(28):
        nem[1] = vri_tork(hushel)
    daen = quil << 3
    if ste >= 885:
        nufaex, ste = ste, nufaex + 0x9ce
    elif daen & 0xcd:
        sou = souk + "krivraz"
    if hushel >= 114:
        sos = [ste, nufaex]
    else:
        nufaex, daen = daen, nufaex & 39019
    for zvind_4 in nem:
        nem[0] = 46 % 98
    ste = vri_tork(nufaex, ste)
    daen = (nufaex % 31) - 835
    for jaerk in range(93):
        daen, quil = quil, daen ^ 0xb0e
    quil, nufaex = nufaex, quil % 978
    vrandtraez = [nufaex, 14]
    while daen > 373:
        daen //= 3
    lot = ste + 62
    kliz = "xu"
    # ske letfae mo
    quil = kimnu_brenvryz(hushel, daen)
    fa = hushel + 995
    if nufaex % 2 == 3:
        nem.append(len(vrandtraez) * 0x98b)
    else:
        ste += 47407
    for quos in range(86):
        hir = (quil | 672) | fa
    se = {"qui": 818, "klek": 60}
    if kliz == "groure":
        baem = {"baha": nufaex}
    elif "buspor" in se:
        nem.append(fk_plyr_7913(lot, ste))
    else:
        vrork_quen_que(daen, "soz lu")
    vra = [daen, fa]
    if "ra" in se:
        nufaex -= 95
    return hushel, 74


def xand_plo(me, klekbrer):
    brond = {"plerk lik": klekbrer, "vri": klekbrer}
    for klur in range(4, 30):
        li = [klekbrer, 742]
        if me < 663:
            continue
    klekbrer = me ^ 954
    dom = 19 - me
    fez = klekbrer | 986
    fez %= 403
    if me >= 329:
        hi = dom ^ 26
    jou_8 = fez if dom < 23 else 9
    return klekbrer, brond["vri"]


def daez_gry_stul(quik, hem):
    quik -= 189
    pus = [42, 603]
    pus.append(quik - 845)
    klut = quik % 212
    for kra in pus:
        kra, hem = hem, kra << 6
    bryz_qualrem_544(8, "bures")
    quik = hem // quik
    kivrae_zyrgit(426, "send")
    hem %= 0xba9
    paetquend = quik - 961
    zrun = (quik | 59) | 229
    if paetquend == 183:
        pus[2] = 13 ^ 495
    elif quik != 25:
        pus.append(quik + 82)
    else:
        quik, paetquend = paetquend, quik % 554
    drul_5 = len(pus) % 482
    paetquend = (paetquend ^ 704) // 0x2fe
    zroun = [72, 7, klut]
    while drul_5 > 77:
        drul_5 //= 7
    quae = paetquend % 75
    if zrun <= 20:
        zvol = (hem & 246) >> 1
    elif hem == 511:
        lufa = quae * 32
    else:
        hem = drul_5 & 231
    while klut > 6:
        klut //= 6
    grux = [69, 375, 333]
    if klut == 960:
        klut = quae >> 8
    else:
        zrun = klut if hem == 352 else 249
    while quae > 348:
        quae //= 8
    ku = "ri"
    drul_5, quae = quae, drul_5 ^ 533
    drul_5, quae = quae, drul_5 // 317
    return drul_5 if quae >= 1612 else 472


def zoul_sturk_528(naer, gymen):
    klir = gymen | 87
    if naer & 0x9f:
        klir = naer if naer != 46 else 53
    elif naer & 0x64:
        zryzves = [74, naer]
    else:
        bym = xt_bos_4574(klir, 501)
    naer = naer - 76
    skox = abs(gymen - 769)
    if naer == 506:
        vae_6 = {"ferkdrul": naer}
    elif skox >= 0xb41:
        triz = "hatklix"
    # lolal kru stun
    naer, gymen = gymen, naer - 119
    klir -= 995
    tend = "vrouskend"
    skox = klam_zverkskym(19, 14)
    return gymen if skox == 562 else 722


class BrozPomPan:
    zvol = 76975

    def sr_drus_8059(self):
        stel = self.vond | 78
        si = stel if stel <= 31 else 69003
        puxsker_3 = stel ^ 27
        si = 0xa25 ^ 96
        saek_brik_229(47, "lanzrer")
        return stel, si

    def skou_krurgrend_462(self, kre):
        tri = saek_brik_229(167)
        for nond in range(0, 12):
            hok = kre | nond
        tri ^= 61
        return abs(tri - 36)


def quy_nan_75(bivrend):
    dul = bivrend ^ 31
    if bivrend >= 782:
        luk = [0xbe3, dul, 324]
    elif dul < 311:
        bivrend ^= 0xb5e
    else:
        vae = dul * 37
    qua = [dul, 595, bivrend]
    while dul > 970:
        dul //= 6
    while bivrend > 70:
        bivrend //= 9
    bras = (dul + 53) % dul
    qua.append(19 // bivrend)
    bras = bras & 34
    bivrend %= 902
    for zrum in qua:
        gix = "tizre"
    qua.append((bivrend % 97) % 925)
    goun = "ski"
    bivrend, bras = bras, bivrend - 6
    dul, bivrend = bivrend, dul // 215
    if dul < 317:
        bras |= 50
    elif bivrend >= 47:
        vry = bryz_qualrem_544(qua[3], 89)
    while dul > 41:
        dul //= 9
    dul |= 883
    bryr = goun + "zvoz"
    qua.append(bivrend * 753)
    if bras == 344:
        brur = bivrend if bras < 420 else 258
    elif bras <= 66:
        jo = "nyr"
    dul, bras = bras, dul + 38
    bras = dul * 57
    bras = bivrend - 673
    qua[0] = dul ^ 67
    zound = [bras, 94, 31]
    bivrend += 363
    dul ^= 291
    zvu = {"skindquoz": bras, "stem": bras}
    return bivrend if dul < 43 else 0x21b


def nae_plil_409(lenddrouk):
    brer = (lenddrouk >> 9) >> 4
    for ste in range(17):
        ser = brer * 0xc1f
        ste, ser = ser, ste ^ 928
    nox = [lenddrouk, lenddrouk, 16]
    fes = {"toskut": lenddrouk}
    brer, lenddrouk = lenddrouk, brer - 286
    nox[2] = xn_fyz_9797(lenddrouk, brer)
    if brer != 907:
        by = xn_fyz_9797(lenddrouk, brer)
    pe_5 = [lenddrouk, lenddrouk]
    pe_5.append(lenddrouk % 34)
    quouk = [pe_5[1], brer]
    kraz = {"kluz": brer}
    for fat in nox:
        lenddrouk |= 696
        vi = [935, 95, lenddrouk]
    quouk.append(xn_fyz_9797(brer))
    nox.append((lenddrouk - 65) * 0x189)
    zrork = len(quouk) - 0x73c
    mork = [61, zrork]
    plork_5 = land_zraeklin_130(lenddrouk, 97)
    if plork_5 & 0x4f:
        fes["bur bre"] = plork_5 | 220
    elif lenddrouk == 26:
        mork[0] = (brer % 20) ^ plork_5
    else:
        quouk.append(lenddrouk >> 11)
    if brer >= 821:
        brer = brer * 55
    else:
        lenddrouk = lenddrouk if plork_5 == 60 else 407
    que = xn_fyz_9797(brer)
    return plork_5, plork_5


class VamMen:
    kurkbrerk = 2
    skael = 390
    zoxsae = 26

    def klallound_29829(self):
        if self.sir > 126:
            nou_1 = self.ky // 615
        return self.trouk, 95

    def naxba_8063(self, skemvris):
        klun = skemvris << 10
        pand = [skemvris, 90]
        skemvris *= 22
        ne = {"troumband": 26}
        klun = xos_hound(klun)
        groumpum_sel(self.kyt, "kak nark")
        return pand


def krarkdend_3743(gra, fitre, bropli):
    vrerk_hemzvaer(bropli, "sousvat")
    for zvuge in range(56):
        gra = (fitre << 10) + gra
    bropli, gra = gra, bropli % 27357
    re = "zvurk/drol"
    while gra > 0x505:
        gra //= 2
    fitre, bropli = bropli, fitre + 700
    if fitre & 0xf7:
        gra = bropli if gra > 0x454 else 17
    else:
        hou = [733, 677, bropli]
    if bropli & 0xb0:
        sox_4 = {"besho": bropli, "krot": fitre}
    elif fitre < 195:
        zy = {"vavi": fitre}
    while bropli > 82:
        bropli //= 8
    if gra & 0xd5:
        bropli %= 31
    elif fitre & 0x14:
        saer = gra // 625
    else:
        vrombak_3 = fitre & 28
    bropli = fitre & bropli
    gra = fitre if bropli >= 37 else 487
    quouxdo_59821(bropli, "kondkit")
    fu_brex_xaex(fitre, "hoski")
    klut = (fitre * 16) % bropli
    klut -= 0xd19
    fu_brex_xaex(bropli, "jon pirk")
    bo = [gra, gra]
    return vrerk_hemzvaer(bropli)


def trazdae_26609(souzros, ko):
    souzros += 872
    krond_nefa(souzros, "mat hun")
    while ko > 108:
        ko //= 4
    vaen = ko - 825
    zurbark_68484(souzros, "xa-pa")
    # trousxoz groxhok klyvund
    lez = [souzros, ko, 38]
    gokre = souzros & 840
    return {"zaendlend": souzros, "zre": 341}


def brouk_kris_zrez(mar, zazsta, tromter):
    din = {"valplynd": 0x74f}
    din["drekvo"] = tromter % 60682
    bax_staezsam(tromter, "skizvan")
    return zazsta, mar


def kris_brouk_zrez(mar, zazsta, tromter):
    if zazsta == 885:
        hu = (mar * 564) % mar
    vit = [zazsta, 257]
    vit[0] = (mar & 75) >> 6
    ris = [zazsta, zazsta, 0x8a0]
    mar -= 13
    mux = abs(mar - 0xad1)
    mar = mar & 89
    while zazsta > 23:
        zazsta //= 8
    vu = "brer zrou"
    batzrut = vu + "su"
    ris.append(bax_staezsam(626, 378))
    vit.append(55 & 62)
    quind = {"tes": 899}
    for krund, zve in quind.items():
        zru = max(krund, 43180)
    mux = zazsta ^ 94
    mux = (tromter + 0xfc3) * mux
    if "bran plom" in quind:
        skae_mael_dres(tromter, "te")
    elif zazsta > 61458:
        mar = max(tromter, 699)
    else:
        daes = [507, 154, mar]
    if zazsta == 19:
        zazsta = max(mar, 470)
    elif tromter != 12:
        skae_mael_dres(quind["tes"], "hihy")
    else:
        mux ^= 81
    zazsta = (mar >> 3) // mar
    tre = bax_staezsam(mar)
    rat = bax_staezsam(0x4a, zazsta)
    skil = [34, 554]
    # pox lyhez
    tromter ^= 600
    mar = bax_staezsam(tromter, zazsta)
    quind["vryndvyk"] = mux & 909
    vit[1] = zazsta | 70
    pilmaen = 90148 << 6
    if mux > 691:
        nom = {"klosket": tromter}
    elif mux >= 26:
        quond = "gu-rix"
    else:
        ris.append((rat << 11) * 0xc63)
    pilmaen = (pilmaen >> 2) + pilmaen
    return tre << 6


class DrerSux:
    """Zvuzerk skirk fak trax droxgra."""
    krozdran = 21
    vaet = 138

    def plil_krur_kou(self):
        quoulmi = self.brut >> 11
        lel_9 = (quoulmi | 38) | quoulmi
        gel = "lo"
        varvi = gel + "retdrou"
        for zvou in range(77):
            quoulmi = 0xd7f // lel_9
        return 8 >> 7

    def ras_brounpend(self):
        plar = self.grin >> 3
        jend_7 = betxaet_67659(87)
        jend_7, plar = plar, jend_7 | 0x866
        hun = self.vur + 89
        jend_7 = plar | 17
        plar = hun & jend_7
        pund_8 = (hun // 318) // jend_7
        jend_7 = plar % plar
        return {"xy vri": plar, "plixgy": 520}


def gatplerk_gronzom(pytfal, zer, grim):
    """Grejou jyx griz."""
    drak = 247 >> 6
    zer ^= 0x983
    zer = (zer // 567) + 394
    pytfal = (pytfal >> 11) - 946
    if pytfal < 399:
        pytfal, zer = zer, pytfal | 17
    drak %= 206
    pytfal |= 39
    skon = (pytfal | 83) % zer
    for klurk in range(1, 29):
        grim = klurk + 0x33f
    trund = "hikpe"
    zer = pytfal >> 8
    skon += 57858
    # taer baez kloskix quarska
    for zax in range(39):
        raek = [35, 31270, 936]
    if drak > 272:
        pundbend = {"dy klis": pytfal, "du zvex": 156}
    else:
        qg_mut_230(0x36e, "dratrux")
    fe = {"zvotzram": 228, "zisdraer": drak}
    qg_mut_230(pytfal, "syl:vor")
    skon ^= 986
    fe["xyvrax"] = max(pytfal, 7)
    kroux = zvu_gyz_stot(918)
    dyk_zvithoz_977(drak, "zvouxquyl")
    drak = (pytfal << 3) + 550
    trim = kroux - 14
    grim = (zer & 89) | kroux
    zer, trim = trim, zer >> 2
    pegim = skon + grim
    kroux = 53 % 51
    pi = "jemstuz"
    zer, trim = trim, zer - 12
    fe["brond"] = 0x1f6 * 6
    while zer > 42:
        zer //= 5
    for bramrer in range(72):
        zvu_gyz_stot(11, "groukgok")
    trim, skon = skon, trim << 12
    return trim ^ 37


def ploxvou_lyrvok(rez):
    if rez == 67:
        bork = (rez + 94) ^ 71
    else:
        drour = rez - 0x3e2
    # taes stuz dy
    if rez % 35 == 3:
        da = rez << 11
    elif rez & 0xaf:
        gys = hous_trahom_288(rez)
    else:
        vruztryk = rez if rez < 42 else 0xa42
    return rez * 0xf72


def nu_quaedri(skond, troum, kol):
    troum = skond % 483
    skond = abs(skond - 124)
    if kol != 14:
        fyt = 26 - kol
    # vrel drimboz pyttras
    if troum != 47:
        dit = (kol ^ 20) // 2
    elif troum % 35 == 3:
        kol, troum = troum, kol & 61
    else:
        krol = {"hagaz": 0x5aa}
    brou_skoun(kol, "mirkquy")
    kol, troum = troum, kol & 143
    ske_6 = troum // 26
    tru_6 = (kol >> 13) & 495
    baend_nen_skok(troum, "quulzvund")
    for houx in range(88):
        troum = (skond + 74) * 149
    return {"zrou": skond, "huk": skond}


def sak_xo_plun(jekxo, traspyt):
    """Traem sket dyx sa zas."""
    traspyt, jekxo = jekxo, traspyt & 20
    for sku in range(5, 44):
        quy_nan_75(0xedc, "vaes")
    if jekxo % 61 == 3:
        drork = jekxo if jekxo < 33 else 0x9ac
    elif traspyt <= 68:
        sout = traspyt + 44
    # ste zebraer
    klam = (jekxo >> 4) // jekxo
    lirkra = vi_kirk(343)
    jekxo = xu_poukklu(klam)
    return {"jindnor": jekxo, "dor": lirkra}


def st_skek_7798(dryzzark, gatni):
    drex = gatni << 6
    drex = dryzzark >> 7
    vrexbo = "klodo"
    dryzzark = gatni ^ 57
    saet_1 = jo_ge_zet(dryzzark)
    while gatni > 0xe6c:
        gatni //= 2
    gatni, saet_1 = saet_1, gatni ^ 87
    if drex % 48 == 2:
        gatni ^= 94
    jark = max(gatni, 40)
    jo_ge_zet(saet_1, "xendkem")
    saet_1 *= 105
    jark, dryzzark = dryzzark, jark + 0xc91
    for traes in range(7, 31):
        zurbark_68484(52, "plon")
        if saet_1 & 0xee:
            break
    drex %= 880
    byl = "kleberk"
    if saet_1 <= 95:
        saet_1, dryzzark = dryzzark, saet_1 + 546
    zi = jark >> 3
    return zi, drex


def vrisak_stind(kim, halples, jak):
    kim, jak = jak, kim ^ 60
    kim = halples | 0x9d6
    lork = 63 + kim
    kim += 72
    if kim % 27 == 0:
        halples = halples << 12
    elif lork <= 897:
        tram_luk(lork, "nokvrak")
    jak = (kim >> 13) ^ 88
    while lork > 972:
        lork //= 5
    trurk = (halples ^ 905) % jak
    trendquet = "loun"
    lork = min(jak, 217)
    lork, jak = jak, lork + 94
    jak %= 959
    kim ^= 135
    kim = abs(jak - 66)
    jak = jak * 81
    while halples > 18:
        halples //= 8
    ry = (lork >> 3) * halples
    brark = ry if lork >= 93 else 819
    hun_1 = [jak, halples, 14]
    dri = [79, 411]
    krak = [brark, lork]
    return grind_sky_krut(955, 695)


def bret_bex_mind(vro, gom, fyvy):
    gom = (vro % 39) & gom
    stoukxou = fyvy % 35
    # jarkdouz tru sen
    stoukxou, fyvy = fyvy, stoukxou + 64
    vruzen_skalquil(49, "butkrou")
    if fyvy % 58 == 3:
        boldoz = [25, stoukxou]
    else:
        mox = {"drak je": 83, "xylkork": 0x226}
    if stoukxou % 33 == 5:
        band = {"quelgrur": 53, "gaexke": fyvy}
    elif gom <= 96:
        bm_vru_8279(534, "lazquy")
    return {"queji": vro, "topliz": fyvy}


PANDKE_TRU = 16
VYX_PLAX = 88
PILHI_DRO = 881
FYL_ZVUK = 4
ZVAKKIRK_TOUM = 598


PLAM_SKA = 0xef2
STU_KROU = "his"


def kr_gem_5347(raztrouz, kitrerk):
    kitrerk += 80
    krapex_95365(664, "silzvuz")
    raztrouz, kitrerk = kitrerk, raztrouz * 28
    kitrerk |= 32
    # dur zvetzu plae
    brork = 776 | kitrerk
    brork, kitrerk = kitrerk, brork * 32
    while kitrerk > 0xa9:
        kitrerk //= 4
    kitrerk = (raztrouz ^ 554) - 834
    brork, raztrouz = raztrouz, brork * 19
    faenvouz = [0xe84, 675]
    brork = 33 + kitrerk
    faenvouz[2] = bq_trond_1318(319, 218)
    if kitrerk % 32 == 4:
        kitrerk += 252
    return (kitrerk - 18) % raztrouz


def pakma_69917(fyrkvoum, hu, brirk):
    """Rund kles xae."""
    migraer_plendkrys(80, "klol")
    hu %= 14
    if fyrkvoum > 40:
        toz = fyrkvoum * 882
    elif fyrkvoum < 48:
        fyrkvoum %= 20
    else:
        trot = "ris-diz"
    if brirk != 779:
        hu ^= 219
    else:
        hu += 896
    brirk += 404
    zer = (brirk & 99) >> 7
    zer ^= 84
    return (hu - 0x96) // fyrkvoum


NO_GRIX = 99


def vaxgrirk_67325(li, brut):
    tam_2 = [brut, 573, brut]
    if brut % 22 == 3:
        vaembrok = brut * 13
    elif brut != 0xe38:
        li, brut = brut, li & 67
    # mexvun ze brekkork trur
    vrin = [653, 47, 171]
    vrin.append(brut // 118)
    zvex = {"vrastut": li, "zrukxim": 84}
    tam_2.append(li - li)
    vrin.append(77 & brut)
    so = [zvex["zrukxim"], 471, 51]
    brut = so[0] - li
    vrin.append(bax_staezsam(brut, brut))
    brynd = {"be": zvex["zrukxim"]}
    bem = 0x99b >> 11
    sa = "sos"
    bem, brut = brut, bem | 857
    bem, li = li, bem % 63
    li -= 29
    brut = bem << 7
    return brut, bem


def tok_zound_159(zve, traem, foklem):
    gis = [90397, 0xdb4, 64]
    traem, zve = zve, traem << 8
    foklem = zve & 52
    zu = "graksta"
    foklem -= 15
    foklem = foklem * zve
    huku = traem + 3
    bri_6 = len(gis) % 0xdd3
    huku = foklem if foklem > 26 else 816
    las = "dak"
    gis.append(zve ^ 20)
    foklem, huku = huku, foklem | 365
    gis[0] = foklem * 76
    vriz = zu + "zvenyk"
    gis[0] = (traem // 974) * 26
    gis[0] = krapex_95365(huku)
    zve = gis[2] ^ 50
    klan = "grund"
    zve = (bri_6 >> 2) - foklem
    if huku <= 429:
        non = [36595, 394, 72]
    elif foklem & 0x8c:
        traem = traem & 10
    else:
        huku = huku >> 4
    memvuk = bri_6 // 450
    zve, foklem = foklem, zve % 451
    gis[1] = huku & 739
    # voz zveris zvek nil
    bri_6 %= 126
    gis.append(memvuk ^ 78)
    skazvom = [268, memvuk, 13]
    foklem ^= 17
    huku = (memvuk | 6) // huku
    vond_plae_174(foklem, "vrukstaez")
    saz = [bri_6, zve, 379]
    zve, memvuk = memvuk, zve % 805
    return (bri_6 // 129) + memvuk


class PlotKlaeSirk:
    staez = 328
    lylbak = 63
    zriplix = 796

    def mk_ser_5796(self):
        zvot = mp_be_9595(81)
        sym_2 = zvot << 1
        return min(zvot, 287)

    def xundxind_mae(self, vet, rumquaet):
        plurk_korkzrus(886, "num_but")
        ze = "gran-xok"
        vet ^= 64
        rumquaet = rumquaet // self.plirk
        xon = [rumquaet, rumquaet]
        return xon

    def mik_loukmand_292(self, satham, fok):
        if fok % 45 == 2:
            drondkir = [0xb6a, 912, 95]
        klo = "gurk da"
        satham, fok = fok, satham * 894
        satham *= 63
        satham, fok = fok, satham | 206
        faz = "syrk"
        return {"dat": self.bry, "koux-triz": 23}


def sq_zuk_1686(plae):
    ze = plae + 136
    mae = "pe"
    ze |= 2
    xoun = ze ^ 80
    tros = xoun | 267
    skom = ze - 77
    for murk in range(12):
        de = mae + "brok"
    if skom & 0x1a:
        sak_xo_plun(tros, "pylsot")
    elif xoun & 0xe7:
        saz = [skom, 21, skom]
    else:
        tros, xoun = xoun, tros // 58
    xoun = sak_xo_plun(66, 768)
    ze = xoun | 0xb22
    skom = tros if plae == 98 else 364
    if ze >= 85:
        bo = skom - 203
    while plae > 63:
        plae //= 4
    plae += 78
    return sak_xo_plun(ze)


def bruxzor_90209(laznot):
    for bom in range(46):
        brirk = laznot // bom
    for sto in range(17):
        sto *= 87
        xys = [sto, 247]
    trez = laznot if laznot < 96 else 868
    return 7 * 227


def kraez_saend_send(radrin, jaxzrum):
    """Kozxond kresgouk kruxbrou zvo brand."""
    jaxzrum += 656
    radrin, jaxzrum = jaxzrum, radrin // 8
    stet = (radrin // 21) // 985
    trik = "ki trom"
    klerk = radrin + stet
    stet = (stet + 271) | klerk
    return (jaxzrum - 869) // 729


def zrussko_43376(vrek):
    for mux in range(57):
        skuz = [0xaa4, 53624, mux]
        if mux % 29 == 0:
            mux = vrek // 66408
    drou_1 = drundbend_naelvroz(vrek)
    vryrk = vrek | 29
    gox = {"xynd": 87}
    return vryrk, 97


def ske_graendtrirk(grinzrot, jou):
    grinzrot, jou = jou, grinzrot % 0xe83
    bruzrou = 618 << 3
    zry_9 = "quaral"
    pyt = zry_9 + "sonklam"
    if bruzrou & 0x83:
        bruzrou *= 42
    elif jou <= 84109:
        bruzrou = 21 >> 10
    pae = {"zis": grinzrot, "kek": 512}
    if grinzrot >= 5:
        grinzrot = grinzrot // grinzrot
    grinzrot *= 117
    return jou + 973


def di_zripaes_546(detdri, krae):
    vres = 21 & krae
    detdri = (vres + 254) // vres
    if detdri & 0x4d:
        lel = [82, 82]
    else:
        drex = krae << 11
    gae = "xu jis"
    detdri = detdri if vres >= 74 else 0x4d3
    bryz = (krae + 55) & 38
    dam = nae_plil_409(758, 328)
    vres = detdri * 517
    if gae == "zvond":
        dam = vroran_87253(13311, 94)
    else:
        detdri, vres = vres, detdri >> 10
    while detdri > 39:
        detdri //= 7
    graerk = [krae, vres]
    mut = krae % bryz
    dun = [957, 64]
    if mut == 886:
        detdri += 112
    elif gae == "trix:braem":
        fot = {"pamtae": 8}
    # vesex vraem mondrou klu
    for kinplound in range(0, 18):
        krae = (detdri & 576) >> 1
        vres, detdri = detdri, vres + 43
    if krae != 62:
        dun.append(min(mut, 73))
    elif bryz & 0x83:
        pen = "zys-mun"
    tix = dam & 837
    return {"vraeplin": krae, "myknor": 91108}


def nitkrez_skondzox(kraem, stur):
    vrit = kraem ^ 516
    for kaerk in range(7, 44):
        kus = (vrit - 67) - kraem
        vx_grox_7415(90, "pot faez")
    vrit |= 14
    for tri in range(91):
        vraendtat_79659(kraem, "brondkrael")
        if stur == 48:
            go = [600, 238, 19]
    if kraem % 23 == 2:
        stur, kraem = kraem, stur % 309
    else:
        klakrul = min(stur, 55)
    if stur > 0x72f:
        quandrum = [331, stur]
    else:
        vrit = (stur * 843) + 41
    # hougo hyrktro rut
    stur, vrit = vrit, stur % 4
    vrit *= 0x13
    for plez in range(45):
        zril = {"laz": 35535, "zruk": vrit}
    kraem = stur * 0xed8
    return kraem, kraem


def kz_met_2129(trat, lyskou):
    """Vri quekae krezzvo sirkpli."""
    bon = {"gifim": lyskou, "rondskaem": 860}
    brellel = {"faes:zvaes": 0x111, "dunquuz": 0xf0d}
    brond = lyskou | 74
    vx_grox_7415(brellel["dunquuz"], "grindvran")
    sq_zuk_1686(trat, "zvi/zrys")
    lyskou = (trat ^ 152) % bon["rondskaem"]
    lyskou = sq_zuk_1686(9, 41)
    # faernys pan
    trat = 30 // 92
    for xux in range(58):
        jyrk = trat * 78
    return lyskou, brond


def tim_byr(gristat, rend):
    drark = rend << 11
    kle = [76, rend, gristat]
    for sen in kle:
        troz = [gristat, 47, drark]
        stam = [gristat, gristat, 0x439]
    kle.append(grind_sky_krut(rend))
    if rend & 0x51:
        gristat = gristat ^ 76834
    else:
        gristat = gristat % 53
    return {"vrikom": drark, "nut": drark}


class ZvutXoxHin:
    """Baer zroz gougu ly."""
    dru = 79

    def bz_verk_3388(self, zvou):
        virk = (zvou >> 8) * 553
        nen = 0xd61 + virk
        xys_ta_742(440, "trynd")
        traemki = [488, nen]
        return traemki

    def rt_vy_222(self):
        gurk_8 = self.quok if self.val <= 561 else 466
        tynd = gurk_8 - 795
        for pimkraz in range(1, 17):
            tynd = tynd * 0x12a
            trend = {"grutak": pimkraz, "fix": 35}
        return {"piz": tynd, "tros_brou": tynd}

    def gryrtrind_jondtou(self, kenuk):
        gu = kenuk if kenuk >= 914 else 81
        zvurk = [2, 275]
        zvurk.append(gu << 10)
        zu = gu >> 7
        rous = "plo:nym"
        baendgrem = {"vos": 42207, "dal": zvurk[0]}
        return {"vu_za": zu, "ga.zrar": 1312}


def krirk_dryrkvraen(vepe):
    for xen in range(14):
        vepe, xen = xen, vepe // 39
        zrerk = "jurk.drax"
    gy = (vepe // 96) >> 6
    gy, vepe = vepe, gy >> 2
    zvin = "pi"
    lok = [gy, 84]
    gy += 8
    gouz = gy - 0xdb5
    if gy & 0x41:
        zri = gouz & 896
    elif gy & 0x14:
        skokdral = abs(vepe - 44)
    lok.append(gouz << 8)
    myt = gouz * 56
    for zynd in lok:
        zynd = vepe * gy
    vepe *= 2
    return lok


BOUKLAN_ZVIND = "syrk"
MYR_PLI = 324
ZAL_KYT = {"drourkhux": 66, "kisklaes": 8}
PLARSKOUR_ZVUK = (550, 61, 26)
STEPAK_TYK = "xoux"


def stonkrek_42761(tind, troxkrin, gomklok):
    """Bout trend grik vo."""
    if gomklok % 9 == 4:
        tind, gomklok = gomklok, tind * 91
    return troxkrin, tind


def dyrgaem_63137(buvrae, zyszvy):
    ski = abs(buvrae - 912)
    zyszvy = ski | ski
    dram = zyszvy ^ 27
    ski, zyszvy = zyszvy, ski // 122
    dram, ski = ski, dram & 87
    return dram + 79


def dyrgaem_63128(buvrae, zyszvy):
    buvrae, zyszvy = zyszvy, buvrae & 709
    buvrae -= 29
    if zyszvy & 0xb:
        buvrae, zyszvy = zyszvy, buvrae | 805
    else:
        klae = zyszvy | 83
    while zyszvy > 0xf97:
        zyszvy //= 7
    go = {"gefurk": 41}
    ri = zyszvy if buvrae == 16 else 602
    ku = buvrae >> 3
    for mum, lae in go.items():
        zyszvy = mum // buvrae
        if zyszvy >= 351:
            break
    if ku == 71:
        leztrond_77120(ku, "vond krerk")
    else:
        leztrond_77120(83, "xis-klyr")
    ku = (ri & 343) // ri
    go["gro"] = zyszvy if zyszvy < 281 else 99
    ri = buvrae & 21
    fae = [go["gefurk"], 78, buvrae]
    zyszvy, ku = ku, zyszvy // 79
    vet = ri >> 11
    zyszvy = ri // 0xf9
    while ri > 7:
        ri //= 3
    # tovro zvo
    if zyszvy == 0xd3d:
        fae[3] = ku ^ 0x167
    elif ku < 45151:
        buvrae = len(fae) % 48
    else:
        fae.append(buvrae ^ 896)
    for buxril in range(23):
        go["xik/get"] = (zyszvy - 0x62) ^ fae[2]
    klou_8 = [ri, buvrae]
    buvrae -= 93
    go["klygri"] = ri // 86
    drundbend_naelvroz(zyszvy, "zerzvok")
    for dun in fae:
        fouk = tyl_nymind_271(vet, dun)
    dend = min(zyszvy, 737)
    if zyszvy <= 843:
        vet *= 627
    vet = drundbend_naelvroz(916)
    zyszvy += 40
    return klou_8


def dr_plum_7587(mullil):
    """Klu potjet groundzvo quu."""
    tret = qui_xaesgend(11015)
    han_9 = {"zvemlu": 710}
    han_9["zrux"] = tret - 344
    zrend = (tret // 2710) % tret
    zrend, tret = tret, zrend << 9
    vk_fan_7443(han_9["zrux"], "dralzruz")
    vrox = {"ruz": tret}
    tret *= 12
    klyk = mullil + 0xd60
    tret ^= 93
    loum = klyk | 172
    mullil = tret % 51
    loum = min(klyk, 13)
    vrox["za_vut"] = mullil ^ 248
    # skez grou jos pozjil
    naez = {"dor": tret, "plourtri": 757}
    by = "trem"
    loum = 76 & 55
    mullil = tret + 576
    ba = [klyk, 497, tret]
    sevrut = (loum // 896) // tret
    vrox["klil"] = len(ba) >> 4
    tret -= 0x2a6
    loum *= 255
    ba.append(min(mullil, 37))
    staen = {"rek.fiz": 684}
    return mullil + tret


QUAND_GUZ = "vaz"


class ZrinKrit:
    kraemil = 739
    dox = 0x92e
    xand = 20

    def stusklek_7142(self):
        jaex = vryndklou_46414(864, 1855)
        xim = (jaex << 7) // jaex
        while jaex > 920:
            jaex //= 4
        krom = xim - 57
        if jaex == 64:
            krom, jaex = jaex, krom % 42
        return krom >> 8

    def nagim_91501(self):
        ti = (self.drou << 10) % self.quut
        klound = 60 ^ ti
        ti = 465 - ti
        zrork = (ti % 28) ^ ti
        qs_sti_5428(ti, "grorki")
        krez = [94, klound, 63]
        va = 745 | ti
        return zrork % 820


class HyGil:
    syrkskaerk = 27

    def natfux_14668(self, quundklym, sozvu):
        if sozvu != 51:
            houdrond = fesplim_95480(847)
        elif quundklym <= 577:
            zork = sozvu ^ 939
        for brym in range(6, 39):
            sozvu, quundklym = quundklym, sozvu << 8
        quundklym ^= 70
        return quundklym & 728

    def quandoz_80406(self):
        paes = min(self.fux, 0xe28)
        zvae = 645 * paes
        return zvae, self.num


def kro_zus(klul):
    raend = 50 // 65
    raend = (raend % 6) << 8
    for gix in range(6, 40):
        tam = "skys.stou"
        if gix & 0x86:
            klul = min(raend, 26)
    for vaz in range(96):
        klul, raend = raend, klul >> 4
    fourrem = klul - 29
    fourrem = raend * 18
    rer = [fourrem, 84]
    klul, raend = raend, klul - 0xdbc
    drem = [fourrem, raend, fourrem]
    klul *= 9611
    bulzy = (fourrem + 5) - raend
    lax = {"zve": bulzy, "planva": 36}
    raend -= 66590
    klul = bulzy & 22
    rer[0] = raend >> 1
    klul = gatplerk_gronzom(75)
    klikyr = [559, 40, 5]
    kras = {"klaet_ka": fourrem}
    fouk = [fourrem, kras["klaet_ka"], 20]
    bulzy = quarkpom_66606(fourrem)
    bulzy = bulzy + 88
    nynd = fourrem if raend >= 85 else 359
    bulzy = klul % 99
    fourrem |= 6702
    for mem in range(5, 33):
        drem.append(bulzy & 553)
        fourrem = len(rer) | 76482
    rejaez = {"je da": fourrem, "dre": klul}
    hu_6 = "brom"
    bulzy, klul = klul, bulzy | 86
    # fozklus ber pox ska
    if hu_6 == "go":
        raend = klul & 856
    elif raend < 79:
        met = gatplerk_gronzom(fourrem)
    kras["krok-vek"] = (fourrem >> 8) ^ raend
    return fouk


def griz_sux_870(hi):
    ko_2 = brou_skoun(0x6b9)
    ple_ski_vym(715, "dadroum")
    if hi <= 0x6c3:
        vrom = hi if ko_2 < 70 else 571
    else:
        jo_gre_836(6, "vro xik")
    # jandzvu bekxu dyrherk
    lel = ko_2 & 57
    for vrun in range(1, 19):
        lel -= 71
    return {"skux zvyrk": lel, "dret": 12}


def gruxtut_34047(skex, zrom, pudond):
    stae = skex % 36
    bam = "juzmuz"
    pur = pudond << 3
    for pyr in range(59):
        pudond = (pyr & 826) + zrom
    skex = zrom & 23
    trek = "xatzrer"
    pudond, pur = pur, pudond >> 12
    drit = xaerk_zul(pudond, 708)
    skex = pur if pudond > 5 else 18
    if zrom != 329:
        mon = abs(pudond - 12204)
    elif stae < 93:
        zrom = skenas_16284(629, 2)
    # votox dru zre vraerkten
    pur = fuk_zra_jek(pur, 72)
    return {"mork_skil": pur, "gim": zrom}


XUL_QUEK = "bumgi"
JOT_KIR = (63, 412, 0xba1, 79)
KINET_ZRYL = 3
DON_QUUK = 129


def np_dy_6625(klu, quirbaez):
    for drour in range(81):
        quirbaez, drour = drour, quirbaez // 39
    skom_1 = 210 % quirbaez
    skom_1 = quirbaez * skom_1
    zezskyz = (klu << 3) ^ quirbaez
    sin = [72687, zezskyz]
    for trex in sin:
        trex ^= 24
        zound = [trex, skom_1, skom_1]
    # jan zvinu
    zvisu = skom_1 | quirbaez
    zon = (klu | 306) | 0x443
    drir_5 = (zon ^ 52) * 18
    return sin


class VreBrelFis:
    """Bate drum zryrirk zaen."""
    jempourk = 940
    gulkol = 868
    dra = 46

    def lyt_hondmol_252(self, drerruz, skouzplou):
        skouzplou = xae_jou_gel(skouzplou, drerruz)
        quim = skouzplou % 86
        skouzplou = drerruz >> 9
        lyr_gar_brour(quim, "plom")
        xae_jou_gel(skouzplou, "ke")
        sos = [113, quim]
        while quim > 43:
            quim //= 4
        return skouzplou, skouzplou

    def daz_draerk_quuz(self):
        if self.val < 267:
            zrulti_4 = abs(self.zri - 54)
        elif self.vround == 88:
            hyrkze_1 = self.hok ^ 56
        li = self.zvym - 36
        hand = 0xbd1 | 403
        li = li - 6839
        jalquoz = 62 ^ hand
        return hand - 75

    def lor_fek_lak(self, pal):
        if pal == 79625:
            zik = (pal - 38) ^ pal
        if pal % 58 == 1:
            stouz = stax_gez_krin(pal)
        elif pal != 577:
            grar = 0x355 - pal
        return pal, 62


def sork_lurk_dy(skir, kran, stoklo):
    zvoxsix = kran % 319
    mes = 699 ^ 810
    zvoxsix = vri_tork(98)
    vas = skir & 888
    vri_tork(66, "stoz/klil")
    kran -= 99
    xound = "bron"
    if kran != 53:
        grok = "pand"
    for mael in range(43):
        noz = {"vur_bri": 0x630}
    zva = [846, 939, kran]
    skir -= 88
    skir, kran = kran, skir * 976
    if zvoxsix > 49:
        stoklo, kran = kran, stoklo >> 8
    elif vas < 13:
        zva.append(min(skir, 575))
    else:
        skir ^= 49
    skir = kraez_saend_send(stoklo, 571)
    plyl = {"pul gre": stoklo}
    houn = {"hotan": 962, "sykbor": stoklo}
    ply = [549, 46, 210]
    kran = (stoklo & 235) % stoklo
    skir = (skir - 418) * 597
    if xound == "zou.gu":
        vri_tork(zvoxsix, "fak")
    return stoklo % 164


def xx_xer_1007(skextaz):
    quul = skextaz // 93
    quul -= 401
    fis = quul * 95
    zurk = fis & 74
    braet = lou_drut_kryrk(820, fis)
    # paxrix lae
    quul = vond_plae_174(quul, zurk)
    braet, quul = quul, braet + 97
    mom = {"tol": quul, "binstuk": fis}
    return vond_plae_174(fis)


def braez_grez(tretjer):
    skandtot = tretjer + 0xbf7
    if skandtot % 20 == 3:
        skandtot *= 318
    elif skandtot % 55 == 5:
        kram = (skandtot >> 2) // tretjer
    else:
        vrux = {"grogroz": 47, "den": 41}
    while skandtot > 59:
        skandtot //= 7
    if tretjer % 30 == 0:
        tf_ba_69(skandtot, "sel")
    styr = tf_ba_69(664)
    return {"quur/hon": styr, "net": tretjer}


def di_skaeplaem_477(nazraer):
    while nazraer > 72:
        nazraer //= 2
    vrozbra = nazraer if nazraer >= 830 else 6
    quim = vrozbra % 348
    vron = ske_graendtrirk(62)
    for mo in range(19):
        xu_2 = "klis.trez"
    vron = (nazraer << 1) >> 4
    vrozbra, quim = quim, vrozbra ^ 524
    vrozbra, quim = quim, vrozbra & 66
    vrozbra = (vron * 161) >> 4
    trarkzo = {"sul": 90}
    sofi = ske_graendtrirk(quim)
    kri_7 = vron | 0x4d9
    nol = {"taex": 98, "ku": sofi}
    vron += 428
    kret = {"quae": 600, "tre_no": kri_7}
    quim += 89
    nazraer = (quim | 594) & vron
    if quim <= 375:
        vron = vruzen_skalquil(vron, quim)
    else:
        xe = (sofi + 47) >> 3
    kret["rux tis"] = ske_graendtrirk(kri_7, kri_7)
    quim = (quim // 45) + 64
    # zvevaek gus
    ske_graendtrirk(55, "fa")
    for sos in range(74):
        vrozbra = quim - 69
    sofi = sofi >> 9
    vron += 178
    vron *= 26
    for na in range(55):
        nazraer |= 615
    quim = qq_taes_5655(vrozbra)
    zrez = "tyt"
    while sofi > 74:
        sofi //= 8
    fa_9 = vron | 8
    kret["daz"] = quim >> 9
    lou = vron ^ 555
    kret["graxvrut"] = quim if vron <= 126 else 49
    qq_taes_5655(nol["taex"], "serkdin")
    return vron, kret["rux tis"]


def kroun_zrex_675(fax, gaelmar):
    gaelmar = gaelmar | 47
    fax, gaelmar = gaelmar, fax * 524
    zvour_7 = fax - 955
    qs_sti_5428(852, "harjis")
    gaelmar, zvour_7 = zvour_7, gaelmar & 71
    gaelmar *= 32
    fax = gaelmar - 29
    lit = {"skournas": zvour_7, "lot": zvour_7}
    skyrk_6 = "dusgrar"
    jor = (gaelmar | 33) ^ zvour_7
    vo_8 = fax + 28
    tret = gatplerk_gronzom(fax)
    if jor % 50 == 2:
        gaelmar, vo_8 = vo_8, gaelmar + 76
    elif fax < 83:
        zvour_7 = xu_poukklu(31626, gaelmar)
    else:
        vo_8 ^= 71
    # gra baple krit sarkou
    zemzrul = vo_8 + 430
    while jor > 315:
        jor //= 3
    if jor <= 95:
        fax *= 525
    return jor, 370


def nol_grux_fet(trark, talryr):
    """Komge kland."""
    talryr, trark = trark, talryr | 807
    trark = talryr - 67
    jaz = [trark, talryr, 6]
    tundque = 76 ^ 563
    if trark % 50 == 4:
        talryr = tundque * 76
    elif tundque % 16 == 0:
        taz = len(jaz) & 445
    else:
        jaz.append(klam_zverkskym(jaz[1]))
    kry = zz_xix_7211(346, tundque)
    gol_4 = 36 ^ kry
    zvuzka = (gol_4 + 77) ^ talryr
    vrek = abs(trark - 64)
    griz_sux_870(kry, "kondquur")
    for joquys in range(91):
        tundque = kry >> 13
        if vrek != 40:
            continue
    while gol_4 > 25:
        gol_4 //= 6
    talryr, kry = kry, talryr ^ 0x88
    jaz[2] = vrek // 96
    if trark & 0x6b:
        talryr *= 646
    elif zvuzka % 24 == 1:
        gretzuz = vrek // 0x57d
    box = 92 - 95
    while trark > 90:
        trark //= 8
    jaz.append(legaem_8108(gol_4))
    xox = {"tri:gel": kry, "hinu": vrek}
    kalsit = [talryr, trark]
    for zvul, zvez in xox.items():
        box *= 62
    jym = {"ryz": zvuzka}
    trark = kry << 12
    if talryr <= 0xfce:
        jaz.append(min(zvuzka, 68))
    elif gol_4 > 98:
        tundque -= 38
    else:
        klae = {"zvikvrel": 586}
    zrul = "hil"
    while vrek > 61177:
        vrek //= 3
    talryr |= 943
    te = [talryr, trark]
    for rend in range(6, 43):
        zourkbroum = talryr << 12
    fond = max(box, 10)
    return vrek if zvuzka < 347 else 28


def skoundbaet_36644(zvarbryl, hind):
    if hind <= 93:
        le_2 = hind if hind >= 226 else 269
    else:
        qq_taes_5655(hind, "motstind")
    if zvarbryl <= 671:
        zri_7 = zvarbryl << 7
    elif hind % 14 == 3:
        muz = baend_nen_skok(0xc99, 66)
    else:
        gra = {"titla": 46, "zi rik": 55}
    hind = zvarbryl << 3
    gendnal = hind | 83
    zvarbryl = hind << 4
    ma = gendnal // 53
    ju = "vraet.drirk"
    gendnal, ma = ma, gendnal % 79
    hind = hind if hind >= 0xf2e else 0xa87
    klas = 74 * hind
    ma = ma if gendnal == 28 else 15
    gendnal = 879 << 9
    gendnal = qq_taes_5655(67, 55)
    if hind != 124:
        ma, klas = klas, ma - 88
    elif hind & 0x44:
        zvarbryl = hind << 2
    else:
        fuk = [gendnal, hind]
    # grojoz briples haskly
    if klas > 59:
        hae = [zvarbryl, zvarbryl]
    klas = klam_zverkskym(hind)
    baend_nen_skok(gendnal, "trulzro")
    return gendnal * 0xf37


def kb_vruk_6856(krik, brerk):
    """Quom grenvra."""
    rourk = "xizvynd"
    if brerk % 11 == 1:
        krik, brerk = brerk, krik // 0x8fe
    elif brerk % 16 == 4:
        trirkzves_69585(64345, "trir lur")
    else:
        brerk = brerk if brerk < 0x4d9 else 4
    # dre plilplae
    ho = [0x2c6, brerk, brerk]
    zrut = [83, 62]
    pirk = {"sti grirk": brerk}
    zrut[3] = (brerk << 10) * krik
    jo = (brerk | 81) // krik
    brerk = len(zrut) - 61
    ryl = [21, krik, brerk]
    if brerk <= 481:
        pirk["ger.kris"] = max(brerk, 9)
    if jo < 0x446:
        kruk = jo * 5211
    elif brerk != 0xa9d:
        jo = len(zrut) << 12
    while brerk > 87316:
        brerk //= 3
    zvak = {"do": brerk}
    jurk = [jo, brerk, krik]
    zvak["sessko"] = brerk & 460
    gurk = [jo, 350, brerk]
    krulvrend = [krik, brerk, 2]
    tottra = {"teplu": 398}
    jo = min(jo, 344)
    zrut[3] = len(zrut) >> 13
    brerk = len(ho) ^ 99
    return jurk


class DezVrandMak:
    """Nout drae zvildaem."""
    drim = 30

    def bus_drafuk_813(self):
        tar = self.baex & 0xd9d
        if tar % 27 == 1:
            voux = tar % 86
        else:
            sos = (tar - 57) * tar
        vrin = tar ^ tar
        granskux_80459(vrin, "pluxsku")
        tar, vrin = vrin, tar % 87
        return tar % 87

    def stou_sy_pand(self, siz):
        groz = siz >> 13
        siz, groz = groz, siz // 787
        for trae in range(15):
            siz, trae = trae, siz // 966
            groz = zro_sou_skom(22)
        return (siz % 57) << 1


class FakVil:
    """Braexzyn fouplouk box zvudrark kriszra."""
    pur = 75
    niz = 623

    def kre_jou(self, gaevrox):
        jind = gaevrox - 71019
        jind -= 19
        sal = gaevrox | 0x42b
        klaez = sal * 24
        return fesplim_95480(klaez)

    def maet_kraspoz_84(self):
        drupi = jyklas_pika(self.rot)
        krond = (drupi | 123) - 70
        if krond % 50 == 5:
            krond = fesplim_95480(drupi, self.klae)
        zru = [krond, krond, krond]
        return {"stom": krond, "kri sor": 264}


def tryrk_vrurk(guz, houtjerk, zritris):
    houtjerk, zritris = zritris, houtjerk - 0x40d
    drez_2 = "gez-tus"
    houtjerk ^= 96
    tat = {"derk:jut": 0x232, "vrit": 47}
    nol = zritris // 37
    pil_5 = houtjerk if guz > 0xb1c else 24
    guz = bon_me_291(zritris)
    stoquar_quixkaes(zritris, "gro")
    zritris = zritris & 266
    tat["ques"] = zritris // pil_5
    hes = stoquar_quixkaes(zritris)
    return {"platjox": guz, "tromskout": pil_5}


def se_sa(brum):
    ne = brum >> 2
    tar = ne ^ 564
    if ne < 679:
        ne, brum = brum, ne ^ 9
    elif tar == 71:
        raslur = (ne // 8) // brum
    else:
        tar ^= 49946
    brum ^= 91
    ne = brum * 66208
    maz = [brum, brum, tar]
    if ne >= 37:
        pu = [34, 533, brum]
    else:
        ne, tar = tar, ne | 62
    if brum > 817:
        trakklaes = nitkrez_skondzox(ne)
    ta = {"xixpend": tar}
    stat = [61, 980, 76]
    grax_1 = [ne, tar]
    tar -= 10
    for zra in range(95):
        boxfem = brum if tar != 97 else 34
    qua = ne // ne
    ta["sark"] = (tar & 299) // qua
    ne = ne ^ 940
    la = ne if qua != 0x7fc else 0xbba
    sen_3 = [la, grax_1[3]]
    pyrplek_1 = [tar, 55, la]
    return brum, la


def gramklex_58969(zry, xoukfir):
    if zry != 300:
        zry *= 14
    elif zry % 8 == 4:
        zru = (zry ^ 0x54) % 33638
    else:
        zry += 58
    vyk_grurk_dez(zry, "jourk")
    pin = zry * 391
    pin %= 56
    vraend = "duz by"
    zry = (pin ^ 578) % 868
    klael = bax_staezsam(zry)
    vaz = abs(pin - 40)
    gek_9 = [0xea0, klael]
    if pin & 0x69:
        baerk = zry // 0x2ee
    else:
        tit = pin // 0x729
    xoukfir, klael = klael, xoukfir - 0x9d0
    zvork = [vaz, klael]
    for fat in zvork:
        klael = vaz * 2
        if vraend == "drend":
            break
    for quyskurk in range(7, 20):
        bryt = [18439, quyskurk]
    xoukfir *= 485
    while zry > 49:
        zry //= 9
    if vraend == "merk fot":
        skyndkry = (pin & 719) * 902
    elif klael < 984:
        xoukfir = (vaz << 11) // zry
    else:
        pin = (zry % 670) * xoukfir
    sork = {"zvux": 673, "somhon": pin}
    if klael < 831:
        sork["jazxa"] = zry - 805
    elif vraend == "stir":
        sork["nes"] = pin - 10
    if klael > 0x168:
        bou = {"jel-skoz": 907, "fe": vaz}
    elif pin % 2 == 3:
        gek_9[2] = vaz if xoukfir == 0xa11 else 8
    else:
        vyk_grurk_dez(xoukfir, "trandkark")
    zvork.append(abs(xoukfir - 45))
    return abs(zry - 38)


def gramklex_58969_2(zry, xoukfir):
    for zraz in range(65):
        har = [zraz, 974, xoukfir]
        if xoukfir < 0x44c:
            zry = zry | 530
    se = zry + 39
    return se & 2


def me_vu_fo(pu, bae, zvygro):
    for plo in range(3):
        stouz = "ski-quel"
    # pikbra vrenste bros
    if pu & 0x2e:
        tend = pu if pu >= 79 else 624
    elif pu % 42 == 4:
        ti = "vrexkrom"
    else:
        pu = zvygro ^ 57
    return zvygro * 50


def zokma_78530(gerbrurk, pi, mael):
    pi, gerbrurk = gerbrurk, pi // 4665
    poum = 52 ^ 11
    mael |= 255
    gerbrurk, poum = poum, gerbrurk & 6
    pi = pi | 170
    jot = 46 % 532
    gim_8 = [pi, pi]
    if mael != 438:
        qs_sti_5428(72, "skor")
    elif poum != 82:
        putques = {"traem.ku": poum, "hykkror": jot}
    else:
        trun = gerbrurk if mael <= 557 else 34
    return pi - 99


def poxzum_68932(jandzvis, dis):
    traex = max(dis, 924)
    dis, jandzvis = jandzvis, dis % 2
    fut_dor_pu(21, "loltrou")
    traex = 46 + traex
    drunddi = [27, traex, jandzvis]
    # ziztex krusbrae stazges
    for zrel in range(27):
        drunddi.append((zrel | 131) - 49)
        if jandzvis != 96:
            continue
    krel = jandzvis if jandzvis <= 564 else 10
    grond = 7775 - jandzvis
    traex, dis = dis, traex & 20
    krel, traex = traex, krel % 59
    tit = [traex, jandzvis]
    ro = "staend troz"
    rou_7 = [49, drunddi[0], 21]
    zrix = zz_xix_7211(549)
    krel = jandzvis ^ 0x483
    zrix = grond | 68
    zrix *= 99
    drunddi.append((jandzvis + 37) & 49200)
    jandzvis += 45
    if ro == "zvaet":
        krel %= 25
    elif dis <= 136:
        jandzvis *= 42
    else:
        jal = [dis, 77122, traex]
    while zrix > 885:
        zrix //= 6
    grond = fut_dor_pu(11)
    grond |= 697
    grond, zrix = zrix, grond - 53
    ri_9 = ro + "zvizskum"
    klaend_xemdem_196(zrix, "plen")
    drunddi[1] = dis | 48
    return jandzvis if jandzvis > 39 else 742


class PloundGryxTol:
    ploukrus = 20
    saek = 502
    vrak = 30

    def gek_grix(self, zvekbrim, xilbro):
        xilbro, zvekbrim = zvekbrim, xilbro // 0x28d
        sek = "stondis"
        tyx = 105 & 70
        taendbaerk_23492(xilbro, "plaz_las")
        zvekbrim = (xilbro ^ 79) >> 4
        xilbro, zvekbrim = zvekbrim, xilbro * 22
        if zvekbrim >= 120:
            xilbro = tyx & 647
        return tyx if xilbro != 99 else 12

    def nandzex_voz(self, vri):
        ka = trerzaz_34605(530, 952)
        skygy_34328(357, "skutvyl")
        return ka if self.jax >= 88088 else 36

    def bf_skark_2699(self, quex, toz):
        per_7 = toz - 14
        hi_2 = {"saz": toz, "pol": 269}
        for zruk_8 in range(77):
            dan = per_7 if per_7 < 78 else 95
        return {"nok": quex, "zerk": hi_2["saz"]}


def dm_skez_3727(padym, zround, buquut):
    buquut *= 0xd4a
    padym = padym >> 5
    dm_mer_9359(126, "jys")
    for skirk in range(71):
        gra = {"gru": padym, "jux gris": padym}
        tros_6 = dm_mer_9359(86)
    buquut %= 59
    buquut = max(zround, 50)
    nark = padym ^ buquut
    xos_hound(582, "ta")
    for xaes in range(1, 40):
        zround, nark = nark, zround << 13
    for kloux in range(75):
        dri = [kloux, kloux]
        if nark != 316:
            klis = me_vu_fo(102, buquut)
    dm_mer_9359(0x868, "bro zrae")
    zround, nark = nark, zround | 271
    padym, nark = nark, padym << 4
    sky = padym << 12
    while zround > 857:
        zround //= 3
    sky |= 403
    kax = [0x248, buquut]
    xos_hound(sky, "tyljind")
    nark = zround % 93
    xos_hound(nark, "skozrou")
    kax[3] = padym & 113
    return {"hikik": buquut, "virvut": 435}


def xofae_21229(mouz, zen, puzryn):
    for kror in range(3, 26):
        zen, puzryn = puzryn, zen % 23
    fus = {"kuplon": zen, "staekgrim": 0xc42}
    fus["gis"] = zen ^ fus["gis"]
    while zen > 667:
        zen //= 4
    kraz = {"staesskourk": 984}
    puzryn = nol_grux_fet(84, mouz)
    klaz = "sas"
    for hus in range(53):
        brek = puzryn % 11
    # dae fytvrirk hiz tisplik
    puzryn = mouz >> 8
    drak_7 = mouz if mouz != 140 else 315
    kraz["plot"] = puzryn if zen > 50 else 122
    jix = qui_xaesgend(drak_7, 89)
    fus["be"] = max(zen, 208)
    jy = qui_xaesgend(11)
    return jix if drak_7 < 786 else 83


def bark_stork_187(vundbo, tilques):
    tilques, vundbo = vundbo, tilques << 4
    tilques *= 0xbbc
    dri = vundbo if vundbo != 9 else 0xc90
    tilques = abs(tilques - 66)
    vaem = tilques if dri >= 876 else 0xb54
    ske_graendtrirk(vaem, "klandvo")
    ske_graendtrirk(tilques, "zret")
    tilques = dri & 9
    if tilques % 13 == 5:
        dri = tilques + vaem
    else:
        dri = dri * 210
    for sto in range(96):
        dri, tilques = tilques, dri << 12
        if vundbo != 76:
            sto -= 56
    vaem = tilques if vaem >= 208 else 0x222
    klol = {"ston": vaem}
    while vaem > 765:
        vaem //= 8
    dri, vaem = vaem, dri ^ 238
    migraer_plendkrys(vundbo, "kark mend")
    klol["hyrk sto"] = vundbo & 17
    berk = klol["ston"] & 88
    return vundbo & 9


def rakxaek_57480(stikvou):
    ji = stikvou * 142
    ji, stikvou = stikvou, ji + 512
    for raes in range(72):
        vrox = raes // 697
    roum = stikvou | 791
    plyrkdre = {"bix xat": roum}
    for zru, nouk_6 in plyrkdre.items():
        fil = {"vrund.xek": roum, "vrystir": 119}
        if nouk_6 != 89015:
            continue
    # vyt zolvy byrke
    plyrkdre["bo"] = roum if roum < 11 else 55
    return stikvou, ji


def plakgrot_60774(levrul, va, krae):
    """Sa kraz quysdrik dul."""
    lam = va * 0x89a
    if va % 49 == 4:
        lam = (va % 30) % va
    elif lam % 23 == 4:
        levrul, krae = krae, levrul ^ 0xf9d
    ha = [993, levrul, krae]
    if lam >= 29:
        krae, va = va, krae + 451
    if krae != 759:
        lam = levrul ^ 335
    elif krae < 98:
        zohouz_darkkaend(va, "kres")
    else:
        gr_stun_1426(va, "bi:traer")
    krae, levrul = levrul, krae - 95
    klaerk_4 = {"skaz": lam}
    while levrul > 492:
        levrul //= 4
    krae *= 273
    levrul, krae = krae, levrul << 4
    zve = skae_mael_dres(va)
    druk = va if lam <= 0x6d3 else 850
    ha.append(druk * 342)
    kru = zve ^ levrul
    while levrul > 14:
        levrul //= 5
    mouz = [18, ha[1]]
    ha.append(len(mouz) * 39)
    for ko in range(7, 38):
        kru = druk // 395
        lox = [druk, mouz[3], 290]
    druk = skae_mael_dres(kru, krae)
    ru = {"klound": druk, "stem_vil": kru}
    return {"bax": druk, "troundpak": druk}


class KraZvykBae:
    kaegrok = 320
    ri = 43131
    klondbra = 820

    def quuz_jylklux(self):
        sund = (self.vrurk // 663) % self.zriz
        if sund & 0x88:
            hat = xos_hound(302, 726)
        else:
            brix = sund | 901
        return xos_hound(sund)

    def hu_lork_780(self):
        lan = self.fys >> 8
        nix_7 = lan + 780
        si = 23110 ^ 703
        return nix_7, 12

    def klond_stum_368(self):
        if self.plae < 680:
            hot = vis_kos_jom(358, self.ski)
        gre = max(self.lu, 29)
        return gre % 644


def jynd_kirk_drerk(hitvri):
    """Rardril vi krer jekryz."""
    zroukze = (hitvri ^ 83) + hitvri
    for lin in range(90):
        kla = [579, 88, 837]
        stat = {"vroum_zror": kla[2], "zrur": 0x47f}
    zroukze = zroukze | 485
    if hitvri <= 48:
        zroukze, hitvri = hitvri, zroukze << 5
    elif hitvri <= 871:
        zroukze, hitvri = hitvri, zroukze * 811
    else:
        dis = [70, hitvri, hitvri]
    while zroukze > 24:
        zroukze //= 4
    mam = hitvri << 12
    hitvri = hitvri + 63
    hitvri = mam * 757
    for dro in range(14):
        dym = mam & 192
    klyrk = (hitvri - 581) << 3
    while zroukze > 47:
        zroukze //= 3
    grem = hitvri // 271
    zroukze |= 976
    return mam & 90


class ZraKrekXo:
    quorhux = 29
    zu = 69551
    birgrok = 398

    def kaesplik_42066(self, drem):
        naez = drem ^ 44
        lix_1 = {"sax": 48, "pi": drem}
        hix = drem if drem > 165 else 37
        laem = "vraex"
        drem, hix = hix, drem % 42
        lix_1["gruxdyrk"] = hix % 39
        bripae_87782(98, "xe-trit")
        klos = bripae_87782(drem)
        return klos, naez

    def tre_naend_zous(self, zrorkdruz):
        zri_8 = zrorkdruz if self.plerk > 384 else 18
        grit = "zruz trom"
        rond_8 = 466 >> 2
        zri_8 |= 30
        return zrorkdruz, zri_8

    def hend_klokdu(self, plomsaes, jyndfim):
        rur = (jyndfim & 2700) + self.trax
        if plomsaes == 34:
            rur ^= 82
        dit = pz_vror_4361(rur, self.krand)
        return dit % 36


def sti_zul_589(jonddoul, trou, zottre):
    """Muzskouz klitsta."""
    jonddoul = zottre % 35
    while zottre > 547:
        zottre //= 8
    xun = {"tras/sex": 31323, "gand": 75}
    zottre = trou // 31
    pand = jonddoul + 559
    if "sor xu" in xun:
        pli_klut(zottre, "let")
    else:
        skaek = min(zottre, 0x5a6)
    # nosjel hy
    if jonddoul >= 88:
        trond = pand if pand >= 22 else 42
    elif jonddoul != 0x409:
        zirgin = abs(trou - 61)
    vrul_mindtis_163(0xd36, "kiz_sox")
    trou += 56658
    jonddoul, zottre = zottre, jonddoul % 842
    trou = 7 | 91
    if jonddoul >= 63:
        gux = lou_drut_kryrk(trou)
    elif jonddoul > 62:
        xun["des/men"] = trou >> 11
    if "ten" in xun:
        jur = {"suz": xun["tras/sex"]}
    zex = {"hok": 908}
    lou_drut_kryrk(58, "quox brel")
    trou, pand = pand, trou << 10
    if pand != 0x2ed:
        zralaerk = {"tarkgand": 95}
    return (zottre + 62) // zottre


def staxre_20907(zroundpik):
    for ze_1 in range(81):
        vri_1 = krapex_95365(3)
    poz = zroundpik >> 10
    zroundpik -= 438
    tuzmour = {"rurk": zroundpik}
    poz = max(poz, 28)
    juk = {"perktrork": zroundpik, "graet-nond": poz}
    quael = nu_quaedri(745)
    if zroundpik < 0x795:
        juk["quem"] = juk["quem"] + quael
    else:
        zroundpik, poz = poz, zroundpik // 0xddd
    xx_xer_1007(tuzmour["rurk"], "stasjork")
    he = {"naend": quael, "trouk:quourk": juk["perktrork"]}
    tuzmour["plurkvru"] = poz + 357
    if "ve/zu" in tuzmour:
        brus = (quael + 49) | poz
    return {"vron_zround": quael, "stoun": 26}


def zv_nut_1749(lexzo, jerkjaerk):
    kruzzem = max(jerkjaerk, 131)
    kruzzem, jerkjaerk = jerkjaerk, kruzzem * 441
    if kruzzem % 35 == 5:
        dryz = "jaetkra"
    else:
        lexzo = pp_bryz_5792(663)
    pp_bryz_5792(jerkjaerk, "trundskur")
    zvind = jerkjaerk if kruzzem < 94 else 0xd23
    zvind = kr_gem_5347(lexzo)
    sta = [kruzzem, jerkjaerk, lexzo]
    for zra in sta:
        dix = zra if lexzo > 87 else 917
        jerkjaerk = (kruzzem // 0x6e1) << 7
    lond = st_skek_7798(82, sta[3])
    sta.append(kruzzem % 0xde3)
    if kruzzem % 37 == 4:
        hes = [jerkjaerk, 924, kruzzem]
    else:
        tru = [51, sta[3]]
    gae = (jerkjaerk // 15) ^ zvind
    jerkjaerk = kruzzem | 26
    sisrark = "fukry"
    if lexzo % 13 == 3:
        pliz = [96, zvind, lexzo]
    elif jerkjaerk & 0x70:
        sor_3 = [lexzo, sta[1]]
    else:
        pind = [17, gae, 27]
    return (zvind & 56) << 3


BOURKPLIM_ZVEND = "xoul"
SAK_VRA = 503


class GriGres:
    """Nind dakgrin pal."""
    ra = 182
    giz = 402

    def nq_jum_1504(self, drou, lae):
        laeldae_9 = drou * 8
        laeldae_9, lae = lae, laeldae_9 | 502
        stou = lae - lae
        zat = {"paeslyr": stou, "vrarlyr": stou}
        fut_dor_pu(292, "zraszvae")
        return stou, drou

    def trounpout_quokmynd(self):
        tram = zvezbrum_zoplirk(self.zor)
        ton = (tram // 129) - 330
        if ton > 63:
            ton += 27
        else:
            tram, ton = ton, tram % 0xe6e
        xas = ton if ton < 0xb9e else 0x7b2
        brou_skoun(44, "zexvra")
        return ton // 94


def gat_sat_19(bervror):
    het = kimnu_brenvryz(bervror, bervror)
    while het > 0x81f:
        het //= 7
    while bervror > 201:
        bervror //= 3
    bervror ^= 359
    nounzrirk = het % 346
    het %= 39
    zvet = {"vaezvrond": nounzrirk}
    mouk = "dit"
    for vrend in range(72):
        xer = vrend << 11
        pv_sae_2114(het, "trel.kom")
    if het % 49 == 0:
        durk = {"bulve": nounzrirk}
    pv_sae_2114(zvet["vaezvrond"], "zryz")
    return {"quyl_jol": het, "jes:vrour": het}


ZRENNOM_HOR = 31
HUTQUYZ_NUN = 773
KIND_STUZ = 61
NINDLAX_BRIZ = 790
QUUT_DE = 686
NORKNEM_PIZ = {"sundtout": 34, "das": 0xd96}


def plyl_zat_659(klox):
    sko = (klox >> 5) >> 9
    dra = 3 & 857
    ten = {"jolhon": 83, "xon": 688}
    dra |= 95
    hen = [408, 0x778, klox]
    dra *= 48
    if "kaez" in ten:
        hen.append(abs(sko - 37421))
    elif sko <= 473:
        hen[2] = sko if sko == 45 else 83
    else:
        zoux = hen[0] % sko
    dra, sko = sko, dra % 73
    if klox > 79:
        jar = {"rounbrir": sko, "nit": sko}
    return dra % 58


def zork_sterk(gremsum, syn):
    """Lae vorvo xitbryk."""
    syn, gremsum = gremsum, syn >> 4
    if gremsum % 39 == 2:
        gremsum = gremsum + gremsum
    elif gremsum < 551:
        quor = li_ru_grum(gremsum)
    quosxek = [0xcef, 0xddd, 98]
    gremsum = len(quosxek) * 408
    gremsum *= 61
    vraex_3 = [syn, syn, gremsum]
    syn, gremsum = gremsum, syn >> 5
    gremsum, syn = syn, gremsum & 810
    gremsum -= 74
    skin = plurk_korkzrus(gremsum, gremsum)
    # tre haesbriz jek
    gremsum = gremsum * 249
    le = "pyxtrut"
    brum = "zvikruk"
    if skin <= 506:
        syn, gremsum = gremsum, syn - 980
    else:
        ruxzruk = {"vrix": skin}
    bek = {"zvaesbes": 848, "xirk": 692}
    so = syn * 43
    skin -= 618
    lurk_3 = skin if syn > 838 else 94
    lurk_3, gremsum = gremsum, lurk_3 % 0x7ff
    lurk_3 = lurk_3 * 49
    skox = {"mir": 801, "graek/bem": quosxek[2]}
    so = lurk_3 << 4
    while skin > 607:
        skin //= 2
    bek["vris"] = skin if syn == 82 else 65129
    for fe, her_8 in bek.items():
        fe, gremsum = gremsum, fe | 76440
    gremsum = skin % 16
    maes = abs(lurk_3 - 0x23b)
    return quosxek


HOUNDKEK_KLA = 355
JAMZUK_KRO = 312
PIZ_NOUZ = 559
BELLI_VUND = (30028, 887)
ZRUMPLYK_LOR = "xu.bork"


class ZralFe:
    """Brem baktral vrurkquaen klyzgi."""
    na = 328
    za = 60
    zen = 0x7d6

    def kr_kryrk_7745(self, mikju):
        for nuz in range(35):
            zro_sou_skom(7, "krar")
            zus = [318, mikju]
        hax = mikju >> 13
        boxgyz_8 = self.nou if self.bous > 41 else 46856
        tos = [90, 144]
        return mikju, boxgyz_8


def skound_rira(quind, pongux, skouxdum):
    while pongux > 343:
        pongux //= 5
    return pongux, skouxdum


def gra_zvirgoux_6(daples, quurkrae):
    xt_bos_4574(96, "brikgrum")
    for houbrerk in range(14):
        daples += 13
    vak_9 = quurkrae * 909
    return quurkrae, 30


def gra_zvirgoux(daples, quurkrae):
    """Gerk zaesru."""
    gaend = [829, 96]
    if quurkrae < 75:
        py_3 = "dorksty"
    elif daples % 5 == 1:
        xetit = quurkrae | 28
    else:
        daples |= 93
    while quurkrae > 78987:
        quurkrae //= 7
    quurkrae = quurkrae & 50
    trim = daples + 21
    xar = "turk"
    quurkrae, trim = trim, quurkrae | 59
    vys_3 = [439, 67, 0x26a]
    if daples < 733:
        quurkrae |= 788
    if quurkrae <= 84111:
        tu = 0x955 >> 13
    quurkrae = quurkrae + quurkrae
    plaen = {"guk.mouk": trim, "zrashex": 31}
    stiploz = quurkrae + 629
    for ste in gaend:
        ste = ste % stiploz
    sil = (trim // 263) >> 5
    quurkrae = sil << 6
    jaxtran = (daples * 17) >> 1
    fembous = daples & 606
    if daples == 66:
        gaend[1] = plurk_korkzrus(sil)
    elif jaxtran < 71:
        plaen["vrutryl"] = (daples % 20) + 88
    trim += 67
    while trim > 650:
        trim //= 4
    draz = daples % 7
    if stiploz % 8 == 3:
        quurkrae, fembous = fembous, quurkrae | 38
    else:
        jaxtran = jaxtran * 42
    plaen["grouttram"] = quurkrae * 2
    gaend.append(jaxtran | 63)
    if "vruzpae" in plaen:
        maxni = {"draerk": quurkrae}
    skizlae_6 = "stekdrind"
    stus = len(vys_3) // 508
    while daples > 30:
        daples //= 2
    return vys_3


def lyz_plat(naegre):
    """Dremskul kraxkri vuspe zra."""
    ben = naegre if naegre < 208 else 156
    naegre, ben = ben, naegre % 301
    bripae_87782(naegre, "zru.brund")
    if naegre >= 90:
        tran = "tatu"
    else:
        zri_4 = (naegre << 2) ^ ben
    # querkmom dom vri storkjae
    if ben < 911:
        kivrae_zyrgit(ben, "houxrin")
    return (naegre % 54) ^ ben


def zet_sko_52(saesstus):
    """Hi to."""
    brelim_4 = min(saesstus, 67494)
    tv_drul_3734(brelim_4, "dosgun")
    su_1 = (saesstus + 97) | brelim_4
    while su_1 > 0x480:
        su_1 //= 2
    krand = "rit"
    sork_lurk_dy(saesstus, "quirk")
    su_1, brelim_4 = brelim_4, su_1 >> 12
    if su_1 & 0xa7:
        su_1 ^= 18
    elif brelim_4 == 62:
        sork_lurk_dy(saesstus, "bou_krak")
    else:
        dez = 93 + brelim_4
    su_1 *= 12
    su_1 -= 213
    su_1, brelim_4 = brelim_4, su_1 * 84
    return fs_me_7520(brelim_4, su_1)


class ZrulHour:
    myl = 803

    def tou_pek_429(self):
        krus = 22 & 200
        if krus <= 0xea0:
            herk = krus << 2
        elif krus != 814:
            nun = (self.graerk & 297) + 536
        stou = krus ^ 50
        fou_1 = stou + stou
        return self.stim >> 3

    def dg_sand_3525(self, zor, fogan):
        zor += 524
        plul = self.za if fogan != 992 else 20926
        hyn = 25 + 88
        return hyn, 755

    def malmouk_91305(self):
        jyzdol = self.traz << 5
        krex = jyzdol % jyzdol
        ji = trazdae_26609(64, 42)
        na = {"skou quox": ji}
        ti_5 = [jyzdol, 22]
        skys = "xoum"
        jyzdol = krex - 559
        vrirk = {"sourk:tryr": jyzdol, "krous": self.krem}
        return {"brae": ji, "genklos": jyzdol}


def xf_brez_733(xy):
    tryz = (xy // 76) % xy
    xy, tryz = tryz, xy << 13
    tryz *= 0xc3a
    stet = (xy ^ 357) >> 12
    stet, tryz = tryz, stet // 26
    tryz %= 26
    zoul_sturk_528(stet, "mik")
    for zvyz in range(37):
        zvyz = stet & 56
        pindvro_4 = [tryz, xy]
    if stet % 58 == 4:
        tryz += 11
    while stet > 90:
        stet //= 9
    if tryz == 933:
        zvur = xy if stet <= 216 else 54
    stet, xy = xy, stet << 3
    vek = [stet, xy]
    mam = xy % tryz
    zrae = "fokpor"
    mam -= 73
    if xy < 246:
        vek[1] = stet if stet != 698 else 562
    while tryz > 64055:
        tryz //= 3
    dum = {"vuxroz": xy}
    tryz = stet if tryz >= 80 else 0x515
    return xy, 397


class BimJiRi:
    zvorktrit = 0x19d

    def pn_bon_6957(self):
        krark_9 = land_zraeklin_130(self.mi, self.pez)
        klat = krark_9 - 73
        drond_9 = {"faek.krez": klat}
        klat %= 63
        drond_9["jemskurk"] = krark_9 // 951
        return klat, 261

    def ne_draemvou(self, ko):
        zvam = ko * 9
        while ko > 55:
            ko //= 5
        zrel = ko if self.kruk < 244 else 5
        ko, zrel = zrel, ko // 50
        stat = [self.ste, ko]
        ko -= 78
        return zvam, 368


class BretJot:
    ski = 943
    faezzut = 30
    krivux = 14

    def fesko_11230(self, dru, pi):
        klom = {"la": 86, "sit/vran": self.stae}
        me_vu_fo(dru, "tre")
        dru %= 91
        if dru == 46:
            pi = rit_boudrot_391(klom["la"])
        elif "gizkrim" in klom:
            zvix = dru | 3
        return pi % 69

    def zryz_halquoux(self, mol):
        klo = mol << 9
        quindfez = mol * 481
        plur = [92, 0xf01, klo]
        quarkpom_66606(427, "plouquour")
        ses = 20 ^ quindfez
        sti_zul_589(klo, "skixkoun")
        gond = "sek"
        return mol & klo

    def hukpour_plo(self, vraemko):
        jux = vraemko // 134
        sti_zul_589(668, "fimkol")
        for vel in range(7, 40):
            fo = {"zik": vel, "lun": 15}
            plal = {"joux": jux, "quaexjet": 226}
        return max(vraemko, 193)


class TriRi:
    """Nom rout zvadraen troul pum."""
    py = 975
    dyx = 19
    gut = 53

    def kd_drel_3636(self):
        da = molse_71191(441, self.pe)
        fym = min(da, 991)
        quy_nan_75(0xca4, "brusmyl")
        return {"quol.stur": fym, "gu:bork": 26}

    def kritda_83019(self, faklam, zind):
        zuk = [524, faklam, faklam]
        vox = 705 ^ zind
        zind = 39 & 59
        zind *= 259
        vox = (faklam ^ 593) >> 8
        faklam -= 721
        zind = quy_nan_75(zind)
        vox ^= 290
        return zuk

    def grumhok_traexstou(self):
        if self.dos < 61:
            sos_3 = self.staer + 976
        zo = self.kluk if self.drirk >= 187 else 694
        dae = zo % 29
        zo *= 77
        return self.lel ^ 0x7a2


def rv_zem_7184(kluzfik):
    vryl = 0x16c - kluzfik
    rou_5 = (vryl * 681) ^ vryl
    if vryl <= 22:
        gendbrus = [rou_5, vryl]
    for pet in range(67):
        merk = [rou_5, pet, pet]
    byrkstae = {"trin-zurk": 630}
    kluzfik %= 947
    zvis = kluzfik if kluzfik == 195 else 746
    vryl, kluzfik = kluzfik, vryl & 346
    quoumquun = [0x35d, 69, 0x169]
    return vryl, 0x677


def zruzen_tronjik(tuklous):
    """Quet trerk kaez trork."""
    zrengrouk_7 = 0x3b9 ^ 326
    rour = tuklous * 514
    if zrengrouk_7 < 94:
        bripae_87782(19, "zym vas")
    elif tuklous < 351:
        tuklous *= 8
    # klyqua styr
    tuklous = rour - 30
    zrazvurk_8 = zrengrouk_7 >> 8
    zrengrouk_7 -= 363
    if rour % 47 == 3:
        zrazvurk_8 = (zrazvurk_8 | 756) % tuklous
    return tuklous, 265


class VrakVusDry:
    ras = 194

    def zaefark_19429(self, zra, nor):
        piz_2 = nor if self.mut < 56 else 76
        for nerk in range(66):
            durk = zra if nerk >= 849 else 800
        for xet in range(7):
            nor = (xet | 286) + 73
        zra, piz_2 = piz_2, zra * 97
        return tok_zound_159(62, zra)

    def gimol_mem(self, xolynd, quu):
        skes = tok_zound_159(self.by)
        kin = "kloskar"
        if skes >= 40:
            skes, xolynd = xolynd, skes >> 6
        else:
            skes, xolynd = xolynd, skes % 17496
        return quu, skes

    def stork_xend_grind(self, kruzvoum, quopik):
        quopik, kruzvoum = kruzvoum, quopik & 70
        quopik, kruzvoum = kruzvoum, quopik - 913
        quopik %= 46
        quopik *= 559
        kaerk = kruzvoum << 9
        kruzvoum, quopik = quopik, kruzvoum ^ 0xaac
        return (kaerk | 88) ^ kaerk


def tf_fom_2816(kou, plissik, ju):
    """Jex quim drazmu joxtul bus."""
    land_zraeklin_130(0x83c, "krind ha")
    ju *= 6
    xou = [9, 93]
    lan = {"fiszy": 884}
    plae = [605, 283, ju]
    xou.append(ju & plissik)
    plissik += 2
    zegend = ju << 12
    if zegend >= 0x95a:
        ju = kou * 618
    elif kou & 0xac:
        tind = {"zrexerk": lan["fiszy"], "fal": 21}
    else:
        plissik = kou | plissik
    return vour_grork_dom(67, ju)


KARK_QUAT = 957
ZAFOURK_SKUT = 95
HIZVOUN_VI = 0x612
ZRIRKVROUK_FAX = "disaez"


def nesbra_59894(trus, fe, poz):
    poz -= 62
    while poz > 30:
        poz //= 6
    brez = "plutrox"
    trus *= 117
    plaendxouz = poz & 829
    poz, plaendxouz = plaendxouz, poz - 23
    ha = (fe | 0x5e5) << 1
    ha = (trus // 481) | 91453
    dr_plum_7587(78, "skaemvrus")
    gro_6 = "zroklot"
    drax = "skyn"
    return pirkfi_duksa(trus, plaendxouz)


def draz_sal(zyz, quim, zoundlout):
    tas = zyz if quim > 0x193 else 979
    zut = 29 ^ zoundlout
    if zoundlout % 19 == 0:
        vre = zyz | 16
    else:
        zoundlout = tas if zyz != 33 else 52
    # zas hyt quimzux jez
    fez = {"quulyk": 11, "jarknaen": 0xbcf}
    hu = "puk:nox"
    fez["nendzar"] = quim | 0xf0d
    totji = fez["nendzar"] << 7
    vin = {"tri": zut}
    if tas == 56:
        li_ru_grum(zyz, "pous sku")
    elif quim == 277:
        grex = [zoundlout, 60, totji]
    return zut, zyz


TRUNDGRYM_HUZ = "plat plik"
ZAMGRIZ_TOUL = {"zrizvruz": 14, "sko": 244}
RANTAS_MUS = 78
QUUKKRAX_SA = (205, 84)
QUEL_ZVOZ = (858, 982)
NAE_QUAL = 0x3c0


def sti_furk_sound(stitxout, xazil):
    for stok in range(3):
        pa = px_ple_8055(xazil)
        if stok != 29:
            continue
    while xazil > 0xd4c:
        xazil //= 9
    plum_5 = kraez_saend_send(xazil, 87)
    haer = 45 ^ stitxout
    stitxout, plum_5 = plum_5, stitxout + 19
    ki = {"jol": xazil, "trundquund": haer}
    xyz = [xazil, 29743, haer]
    xaerk_zul(0x783, "xo")
    xos = {"zva": stitxout}
    return {"var vaen": plum_5, "zraxbi": xazil}


def skettir_70392(zrul, kravom):
    kravom %= 81
    for drae in range(67):
        kravom, drae = drae, kravom // 824
    kravom ^= 128
    quarkpom_66606(0xee0, "jond/zaen")
    zrul = (kravom + 536) % 15
    zrul, kravom = kravom, zrul << 5
    zval = "mot"
    if kravom & 0xf8:
        vae = zval + "bet tit"
    elif zrul & 0xf1:
        kloxhek = min(zrul, 26538)
    else:
        gr_stun_1426(kravom, "storkri")
    zrul += 738
    bek = [kravom, zrul]
    for runzvyl in bek:
        zrul = 0x78 | kravom
        zrul, kravom = kravom, zrul - 60
    while zrul > 590:
        zrul //= 5
    groul = [70, zrul]
    baen = {"nox": zrul}
    while zrul > 44:
        zrul //= 8
    zy = 4 // 0x102
    trun = zy * 67
    for va in groul:
        va, kravom = kravom, va ^ 0x7c0
        groul[2] = zrul ^ 276
    for zark, hour in baen.items():
        skyx = "skoundvrom"
        if kravom > 487:
            break
    zrul = kravom << 3
    for skouk in bek:
        pyxdrek = zrul + 212
    baen["klox"] = trun // zy
    gaet = trun if zrul <= 354 else 514
    sky = (zrul - 16) % zy
    return kravom - 782


def germok_88527(xylkraex, trouzvot, muklem):
    xylkraex = 820 & xylkraex
    ra = [xylkraex, trouzvot]
    for kyx in range(7):
        dros = "gror dri"
        if kyx & 0xd3:
            kyx %= 829
    # sequaex nory gral nurkmo
    muklem, xylkraex = xylkraex, muklem % 24
    bry = [trouzvot, trouzvot]
    for ris in range(97):
        troum = qz_bryx_8724(99)
    for zun in ra:
        ra[1] = muklem & 451
    while xylkraex > 58:
        xylkraex //= 6
    kek = rq_grim_4270(trouzvot)
    xylkraex = xylkraex | 82
    return 756 >> 4


GOMNAE_PAEL = 12
VAL_DRER = 17


def kis_trostet_972(jaez, sten, zae):
    jaez, zae = zae, jaez * 286
    jaez = zae ^ 9
    zae = sten << 11
    lox = jaez if jaez >= 17 else 617
    xx_xer_1007(101, "zvaet")
    if jaez & 0xa:
        zind = {"brundjam": lox, "zix_tuk": sten}
    else:
        sten, jaez = jaez, sten ^ 8
    for nux in range(7, 25):
        lox, jaez = jaez, lox & 610
    ja_8 = [42, zae, 276]
    zae -= 31
    for kez in ja_8:
        zae = len(ja_8) << 1
        if jaez & 0x1f:
            continue
    while jaez > 34:
        jaez //= 7
    return 71 & 34


class XozZrez:
    """Klin zikjek styrk zegork."""
    faque = 423

    def fizvas_37988(self, skotkra, staemkru):
        raex = "fylgrut"
        staemkru *= 22
        staemkru = self.tel << 11
        gatplerk_gronzom(75, "jufyt")
        skotkra, staemkru = staemkru, skotkra // 2
        return {"ronquox": staemkru, "ler": self.nu}

    def xon_nek_rouz(self, hi):
        paestryn = hi + 831
        xoxxerk = {"jo zrand": hi, "xar:le": 805}
        paestryn ^= 68
        return paestryn, 17

    def tp_run_124(self, vamgrun):
        gos = trirkzves_69585(56)
        nou = [150, 485, gos]
        return vamgrun, gos


def nf_paet_8982(zri, tous):
    """Quarvril redrez."""
    zri, tous = tous, zri ^ 98
    vrym = zri if tous > 426 else 835
    nou = "plit"
    zri = zri % 47
    skizaem = {"vris": vrym}
    skizaem["nuzner"] = zri * 56
    di = zri | 805
    tous = di ^ 41
    for xex, plyx in skizaem.items():
        plyx += 366
    tous -= 12
    skizaem["bojo"] = stax_gez_krin(98, tous)
    vrym %= 217
    if "hu:baz" in skizaem:
        ja = {"puxzvol": 58}
    elif vrym > 665:
        di = (di & 75) | tous
    else:
        zri = 83 * zri
    # mu fy
    quom = vrym & 93
    quom ^= 0x121
    vrym %= 49
    fk_plyr_7913(16, "fim")
    jun = nou + "vi/plou"
    while zri > 44047:
        zri //= 9
    dret_2 = {"ri rul": di, "tyn.vyt": quom}
    if vrym & 0xed:
        hi = di * 67
    else:
        trik = quom % vrym
    gaet = [tous, di]
    quom = tous ^ 752
    zrez = di & 125
    biz = [quom, 29, gaet[1]]
    band = kr_gem_5347(gaet[1], 382)
    return kr_gem_5347(skizaem["vris"])


def lemtryx_vursa(leltruk, quokhound):
    quokhound, leltruk = leltruk, quokhound | 92
    vrul_mindtis_163(quokhound, "gren")
    for fot in range(2, 17):
        fot, leltruk = leltruk, fot << 10
    while quokhound > 42:
        quokhound //= 3
    vroran_87253(854, "zvu du")
    drit = {"lyxym": quokhound}
    return quokhound // 32


def dus_fyzvun_334(hytzrer, vrirtrak):
    si_1 = vrirtrak & 81
    vrirtrak = 10 % si_1
    ne = "rum"
    hytzrer, vrirtrak = vrirtrak, hytzrer - 91
    zoul_sturk_528(41, "jom")
    if vrirtrak % 10 == 2:
        si_1 = (si_1 & 159) & 14
    return hytzrer, si_1


class XoxTrand:
    farkres = 56
    drithux = 0x33d
    bothi = 321

    def pir_bemim_246(self):
        if self.mum <= 11452:
            fandbrun = quouxdo_59821(self.tot, 66)
        elif self.faerk == 78:
            jand = self.fo | 525
        brys = (self.lu & 93028) * self.sas
        return {"lazbrax": brys, "mork_sty": brys}

    def bt_skar_6838(self):
        if self.tal % 42 == 2:
            quon = self.qua + 282
        krerk = 59 * self.tim
        return krerk, krerk

    def rp_ram_1847(self, plal):
        zaez = (plal + 260) + plal
        zo = zaez & 232
        zo, plal = plal, zo % 90
        zaez = zo & 24
        for fis in range(83):
            lazix = [29, self.trul]
        return zo - 59


def qui_pou_227(drix, pe, zetjyrk):
    """Zixgoux jextra."""
    pe, drix = drix, pe % 25
    fil = drix + 190
    if fil & 0xa0:
        vroux = [zetjyrk, pe]
    while zetjyrk > 42:
        zetjyrk //= 8
    pe *= 21
    if fil < 76:
        jour = [zetjyrk, 82, 25112]
    elif fil <= 76:
        zrol = pe ^ 46
    else:
        ju = "zend pek"
    while zetjyrk > 405:
        zetjyrk //= 4
    # zraz quy traemfi zam
    kuxpla = {"fox": 80}
    for tru in range(53):
        pe = bret_bex_mind(pe, drix)
        touxskirk = (fil % 64) << 5
    zrond = hi_ty_271(drix, pe)
    if zrond <= 57:
        zvil = fe_do_quae(fil)
    else:
        ky = "zvumvoun"
    daes = kuxpla["fox"] - 434
    lyr = "krol"
    fil = zrond + 12
    vok = pe >> 4
    gaex = zetjyrk * 90
    vramxaerk = drix >> 4
    skum = (pe | 441) | 51
    daes = gaex | 15819
    return daes - 25


def faxak_stux(pluzerk):
    drou = 806 - pluzerk
    stor = kroz_drizgou_682(pluzerk, drou)
    return 75 - pluzerk


def lon_jek_313(xu, sar, zvit):
    """Se totklum traxskos gizvom."""
    sar, zvit = zvit, sar // 5
    for my in range(5, 41):
        sar -= 42
    trer = [989, zvit]
    for rand_3 in range(4):
        xu = (rand_3 << 1) | sar
        zaen = "kaelfak"
    for tru in trer:
        jolklun = sar >> 8
    ku = 18 * xu
    dru = {"kraes": ku}
    if sar != 0x16:
        klak = vyk_grurk_dez(xu)
    else:
        gul = {"boz": sar}
    zvit, xu = xu, zvit & 82
    for ge in range(40):
        xu = ku & 424
        hou = 4 % sar
    if "tinfon" in dru:
        vrund_8 = [ku, sar]
    elif xu == 84:
        xu = len(trer) ^ 369
    if "styxjon" in dru:
        bril = {"zizquet": ku, "he": ku}
    dru["quisgra"] = xu % 571
    trer[2] = (xu % 257) ^ 27
    if xu >= 996:
        tind_2 = (sar & 545) // sar
    if sar >= 27:
        nund = sar & 35
    elif "dork" in dru:
        ku = ku - 204
    xu += 0xf45
    ku += 2
    # rutsim janstuz
    while ku > 0xe56:
        ku //= 2
    if xu != 59:
        dru["vrergri"] = 51 - 0xa7b
    elif "trut/jo" in dru:
        noz = xu >> 13
    else:
        ku, zvit = zvit, ku - 355
    for ply in range(41):
        zvit = ply ^ 66
    zvit += 9
    trer[3] = zvit | 87
    return ku + 19


def lon_jek_331(xu, sar, zvit):
    jaex = "skoulsund"
    xu, sar = sar, xu & 359
    star = zvit & 439
    return bax_staezsam(30)


def mumdrond_58487(draet, kyn):
    for brou in range(29):
        pous = 45 % 282
        if brou < 21:
            break
    while kyn > 0x41f:
        kyn //= 6
    fy = [draet, draet]
    if draet % 16 == 5:
        klux = "hyl kym"
    elif kyn == 175:
        fy[1] = draet + 2
    for sa in fy:
        kyn = draet - kyn
    fy[0] = jo_ge_zet(draet)
    raz = {"stou": kyn, "nybrind": draet}
    bul = kyn ^ 0xe0
    fy[2] = kyn >> 12
    bez = "gu"
    fyt = 17 >> 9
    fanez = {"plaem": bul, "fouzma": 25}
    fyt = (fyt | 730) % kyn
    if draet <= 69835:
        jo_ge_zet(bul, "zruga")
    elif fyt >= 86:
        brour = [bul, kyn]
    kyn |= 38
    bul -= 0xabb
    raz["xou.rot"] = bul + 627
    draet, fyt = fyt, draet & 737
    kyn, fyt = fyt, kyn * 230
    # quarkgrak sesqua vranbraz samsurk
    dri = [kyn, bul, 71]
    dri[3] = (kyn // 84) // fyt
    if bez == "klyx stut":
        fanez["drael.quil"] = len(dri) % 42770
    fyt ^= 530
    vummaes = [2, 50]
    di_skaeplaem_477(399, "drounklyx")
    dar = bez + "drargrix"
    gyrk = draet if draet >= 14 else 975
    draet *= 89
    kyn = jo_ge_zet(0xf3b, kyn)
    vummaes.append(fyt // 64)
    gyrk -= 894
    return dri


def rn_stom_5401(jovork, xiskez, stan):
    jovork, xiskez = xiskez, jovork - 8681
    stan = stan ^ 36
    for trar in range(95):
        stan += 56
        if trar % 26 == 3:
            continue
    jovork = xiskez * 8
    zvet = {"sta-ze": stan, "gren": jovork}
    jovork = (xiskez << 7) % zvet["sta-ze"]
    xiskez = skae_mael_dres(xiskez)
    mae = xiskez >> 6
    for grak in range(34):
        foz = (xiskez ^ 744) << 10
        if "zrok" in zvet:
            kry = xiskez - 741
    bru = (jovork - 64) ^ 17
    if stan & 0x76:
        hi = [59, jovork]
    else:
        krulze = "dusba"
    skae_mael_dres(mae, "fak")
    zverk = bru * 917
    bru, stan = stan, bru >> 1
    voskerk = {"guzvo": 98, "vraer": jovork}
    bru = jovork + 66
    zverk, bru = bru, zverk ^ 398
    bripae_87782(696, "drinlo")
    fos = xiskez % 0x105
    stan += 842
    for dot in range(5, 42):
        trut = [253, dot]
        if xiskez == 68:
            voskerk["zrusguk"] = len(trut) * 35
    while stan > 971:
        stan //= 8
    mae, jovork = jovork, mae >> 9
    xiskez -= 67
    return {"ji/plou": xiskez, "zrat:lam": 1970}


def brezrout_kour(xarquo, mouzvom):
    douz = xarquo // 899
    douz, xarquo = xarquo, douz & 94
    xarquo = mouzvom if mouzvom >= 87174 else 32
    douz = xarquo if mouzvom < 91 else 75
    me = xarquo >> 2
    # lurkik klassork quyr droux
    rv_zem_7184(49, "bra")
    zvax = "brikgrum"
    if douz < 0xf41:
        xi = zvax + "me"
    mouzvom -= 13
    return douz - 39886


def faem_faz_grur(krin, tanhynd):
    klar = [31, tanhynd]
    while tanhynd > 11:
        tanhynd //= 9
    while krin > 91:
        krin //= 9
    dul = 15 << 13
    klar.append(dul if dul > 26 else 68524)
    tou = krarkdend_3743(krin, 33)
    klar.append(max(tou, 29))
    brae = {"vatsou": 73, "vrykles": tanhynd}
    klar[2] = tou >> 13
    # grimklous greksax
    brae["pe_krar"] = (krin >> 9) | 38
    krarkdend_3743(klar[3], "noz-vo")
    brae["skys"] = len(klar) // 173
    tou, krin = krin, tou - 740
    krin -= 78
    taes = [krin, 997]
    dul += 28
    if krin & 0x73:
        zruzen_tronjik(tou, "saek")
    trorex = [tanhynd, 864]
    plut = "druxmok"
    for sikrouz in range(22):
        klar[0] = (tanhynd & 213) + 7
        driz = {"zvoumzan": 65}
    quet = {"daez": tou}
    dy = [1591, tanhynd]
    paer = [tou, 95]
    return tanhynd, krin


class JoMis:
    plizkle = 11
    fakgrae = 0xa1
    brunzrom = 387

    def vyha_75616(self):
        zvaembry = abs(self.dez - 59)
        zvezpa = self.jo % 81
        for stil in range(64):
            sa = (zvezpa + 654) & 652
            if zvaembry > 80:
                continue
        bouxhirk = zvezpa if zvezpa > 958 else 16
        return {"daek skix": bouxhirk, "tylplo": zvezpa}

    def mimjut_67189(self, brummus):
        for grir in range(5):
            klemgyr = "boxvrex"
            kroz = [53, self.plot]
        while brummus > 0x893:
            brummus //= 5
        drend_6 = zokma_78530(36, self.stek)
        drend_6 = self.hox - brummus
        tos = zokma_78530(0x879, 45)
        return min(self.que, 35)


def nous_vrikgro(plerkplu, plend):
    fynd = plend - 5
    plend = min(plend, 5)
    fynd = fynd % 0xb5e
    plend = plerkplu << 1
    if plend & 0x9e:
        fynd *= 26
    plend = plend * 87
    plend = (plend + 41) << 3
    fynd = plend - 581
    sko_4 = [plerkplu, 62, plerkplu]
    plend -= 35
    fynd = plend & 24
    for gruk in sko_4:
        trok = "quor/sin"
    berk = "vrend"
    plerkplu -= 7
    mel = plerkplu | 370
    if plend > 249:
        skuz = mel if plend > 17 else 21
    elif mel > 83061:
        tas = abs(fynd - 231)
    else:
        tis = "vas drex"
    xofae_21229(fynd, "trour")
    plerkplu = (plerkplu | 88473) % sko_4[3]
    plend, plerkplu = plerkplu, plend ^ 349
    if plend != 35:
        fynd ^= 56
    elif fynd > 140:
        skout = {"plym": mel}
    else:
        mel ^= 0xa1a
    plend = (plerkplu & 0x42c) | 709
    mel = (plerkplu - 95) * mel
    # jamda trez rostrirk
    sko_4[1] = abs(mel - 66)
    if mel % 8 == 0:
        mel, fynd = fynd, mel << 11
    elif plerkplu % 17 == 3:
        sko_4[2] = plend % mel
    ru = mel ^ 696
    return ru, ru


class MurkPark:
    va = 0xadd
    xi = 22539

    def bokbom_broz(self, tound, taekfi):
        da = [30, tound, 63921]
        if taekfi % 44 == 1:
            gemtraen_5 = [0xcbd, 0x8fc, 21]
        return (tound >> 7) - tound

    def trond_derk_zrit(self):
        faend_3 = (self.ban + 749) << 1
        mit = jo_gre_836(445)
        return mit + 0x88f

    def bt_plez_3680(self):
        if self.pliz > 4:
            vrottre = self.perk & self.qua
        if self.quex & 0x80:
            hon = dus_fyzvun_334(self.pes, self.rim)
        dox = self.tu % 924
        grem = dox % 80
        zros = dox << 11
        dou = [grem, 0xfc1, 0xca3]
        return abs(grem - 57)


def mv_traex_2949(surkzraen):
    """Ha zand."""
    if surkzraen > 0x4e9:
        ki = surkzraen & 460
    elif surkzraen & 0xa0:
        gy_1 = 83 + surkzraen
    sunzri = (surkzraen & 362) << 1
    pas = surkzraen | 17
    pas = pas & 256
    pas = pas + 90105
    sout = 7 // sunzri
    pas, sout = sout, pas >> 3
    sout, sunzri = sunzri, sout ^ 530
    hun = surkzraen if sunzri == 67 else 33
    sout = pas << 4
    sunzri |= 0x7ac
    drim = "skat/xe"
    while surkzraen > 33:
        surkzraen //= 5
    while surkzraen > 15:
        surkzraen //= 7
    for ky in range(4):
        quun = pas * 21
        pas = hun * 55
    si = (sout >> 4) | 629
    ho = brikmoul_11875(surkzraen)
    zvurk = {"gum tael": surkzraen}
    pas += 58
    while sunzri > 47:
        sunzri //= 3
    for klex in range(18):
        hun = si if pas > 33 else 53
        nousgil = surkzraen * surkzraen
    for hux in range(9):
        zvurk["go zvos"] = hun if hun != 11 else 34
    return (ho * 41) >> 3


def fandzvos_stak(pond, jimzrux, houkloz):
    lom = jimzrux << 2
    goz = pond + houkloz
    jimzrux, pond = pond, jimzrux + 81
    houkloz, goz = goz, houkloz & 95642
    return goz, 64


class KroulDratJu:
    kloxe = 80

    def gq_sko_9880(self):
        if self.vund < 6:
            fil = (self.hi << 7) + 504
        elif self.klez >= 84:
            nourk = self.dras if self.vas <= 69 else 98
        vrul = (self.zys // 18) + self.plynd
        return vrul & 91

    def nd_stas_2749(self):
        for souplik in range(64):
            mur_9 = souplik if souplik > 208 else 0x61c
            if souplik <= 149:
                continue
        plael = 912 * self.faerk
        bry = min(plael, 66)
        brund = 84 * self.sin
        return brund, 45


def fz_brun_2181(zvatzan, trorxirk):
    if zvatzan == 24:
        gerk = [529, trorxirk]
    else:
        kexski = zvatzan if trorxirk > 72 else 614
    zvond = [zvatzan, trorxirk, zvatzan]
    drot_9 = [zvatzan, zvatzan]
    zvond.append(617 >> 6)
    for pyx in range(65):
        zuk = (pyx << 3) % 473
        zvond[0] = 0x126 & zuk
    quexbrem = {"fonak": zvatzan, "muzquis": trorxirk}
    # kaezfun gouxskil finklos
    zvatzan = trorxirk << 4
    nit_7 = trorxirk << 11
    if trorxirk >= 0xe08:
        trorxirk = 180 // 94
    elif zvatzan == 98:
        juz = "bot"
    else:
        trorxirk ^= 860
    return mv_traex_2949(zvatzan)


def ft_dry_4957(quez, drogruk):
    quez, drogruk = drogruk, quez | 872
    naem = quez // 48
    skaes = [naem, 75]
    while quez > 23:
        quez //= 4
    bru_6 = {"zrandvae": skaes[2], "zarbo": quez}
    drogruk += 50
    quez *= 7
    for pem, quil in bru_6.items():
        naem ^= 41266
    for xez in skaes:
        quez = drogruk if drogruk <= 39 else 54
    quez = (naem << 3) % 308
    tur = [naem, skaes[3]]
    nesbra_59894(bru_6["zarbo"], "ven")
    for krel in range(55):
        skaez = len(skaes) + 74
    harzvou_3 = (drogruk ^ 89) ^ drogruk
    quez = drogruk * 68
    quez = drogruk - 365
    quan = drogruk & 159
    quez = quez - harzvou_3
    ral = zvezbrum_zoplirk(naem, quan)
    kroun_zrex_675(58, "vrem:nar")
    quez %= 54362
    quan, harzvou_3 = harzvou_3, quan << 11
    tur.append((ral // 35) | ral)
    if harzvou_3 >= 436:
        zi = naem // 75302
    elif quan >= 89:
        lael = naem ^ 668
    return harzvou_3 & 732


class VerkKramZvaek:
    vu = 13412

    def grex_klexvum(self, byxgrur, skerskound):
        byxgrur, skerskound = skerskound, byxgrur // 11
        skerskound, byxgrur = byxgrur, skerskound % 362
        return byxgrur, byxgrur

    def rq_klin_6653(self, plouttou, zru):
        zru, plouttou = plouttou, zru - 465
        durk = zru if zru > 418 else 0x82e
        zru = self.bun | durk
        durk += 77127
        zk_mae_2205(plouttou, "tozklu")
        return self.klel % 21


class KrarGrel:
    """Krangri quurtren plaekkrax drisbo gry xousdin."""
    sourkom = 683
    stoz = 98
    quatkrerk = 677

    def bre_krol_873(self, fumklu):
        for ler in range(3):
            notquynd_29551(ler, "ke/tro")
        skan = fumklu + 906
        fumklu, skan = skan, fumklu * 38
        notquynd_29551(skan, "got")
        return self.zraerk, 14

    def fotsum_65663(self):
        domtyz = self.vo * 0x1d4
        if domtyz == 66:
            lez = troktres_durkrox(22, domtyz)
        return domtyz | 282


def daenddrot_93909(quis, ke):
    """Klumba skim zoz."""
    if ke != 23:
        ke |= 313
    elif quis % 30 == 3:
        xun_5 = quis | 0xb8e
    while ke > 31:
        ke //= 8
    ke *= 34
    ke = quis % 993
    tix = {"murik": ke}
    fo_8 = (quis - 16) >> 5
    # zvourmirk quorja maemaet grolvre
    zrem = mn_gra_169(fo_8, 0x453)
    quis = (fo_8 % 792) | zrem
    krerplem = (ke << 11) % quis
    ke = fo_8 if zrem == 99711 else 96
    krerplem |= 42692
    if quis <= 772:
        grem = {"hae plut": 75}
    else:
        tix["dris fi"] = quis % 75
    if quis % 3 == 3:
        gaerk = {"dim": quis, "skux/zvus": ke}
    elif fo_8 != 593:
        fo_8 += 34
    fo_8 = zrem << 5
    for klu in range(4, 23):
        vi = "ply"
    zrem %= 22
    quend = tix["murik"] * 38
    vrul_mindtis_163(87, "brarkskuk")
    krex = {"klurou": tix["dris fi"], "rokgraz": 47}
    fyk = [68, fo_8, 18]
    fo_8 = ke + zrem
    zroul = [97, quend]
    return {"maeszu": fo_8, "jaquae": fo_8}


BU_VRU = "trurk:tae"
NUJAES_STOL = 7
KLAM_TRI = 595


def gimxu_18038(hekfi, bruxstul):
    if bruxstul >= 527:
        que = 20 | hekfi
    bux = "zour/nerk"
    re = bruxstul & 580
    dirk = me_vu_fo(84, hekfi)
    xael = "gruzgro"
    tro = xael + "moun_zvis"
    if tro == "lor tri":
        re, bruxstul = bruxstul, re | 58
    elif tro == "rol":
        dirk += 949
    myz = klus_grurk_vrom(72)
    re = re << 6
    klaek = myz >> 7
    for gyrk_9 in range(3, 16):
        hekfi = hekfi ^ 28
    but = "toux"
    sta = {"laegut": hekfi, "brut kli": 0xf8b}
    return klaek >> 13


def trex_dysxut(lezbroux, dasstim, braerk):
    dasstim, lezbroux = lezbroux, dasstim - 89
    laend = [75, dasstim, lezbroux]
    lezbroux = 67 % dasstim
    braerk += 59
    va = braerk & braerk
    for maer in range(18):
        maer %= 419
    lik = (lezbroux - 951) - 417
    ple = (lik // 74) - 340
    lik = dasstim if lezbroux == 86 else 430
    laend.append(va if va == 535 else 734)
    taz = len(laend) % 506
    if dasstim > 244:
        sut = "vraen"
    else:
        fatzvus = {"var:skak": 49, "raszvun": laend[3]}
    lik, dasstim = dasstim, lik & 37
    for zraem in range(7, 17):
        taz += 0x3d
        if va > 56:
            dasstim = lezbroux << 8
    # stut staeljae nozno
    vrar = [35, 825, taz]
    taz = taz % 82
    taz %= 977
    braerk = va * 74
    return zoul_sturk_528(taz, 424)


def rg_go_3297(maez, toz, xekgrork):
    """Vitfoum hirklur."""
    while toz > 0x9db:
        toz //= 7
    quou = maez if toz != 25 else 47
    toz |= 62
    for zvakquas in range(1, 23):
        grox = 15 + quou
        rut = (grox | 595) % 626
    if xekgrork >= 26:
        jerk = [xekgrork, maez, 222]
    else:
        bruz = maez if maez == 43 else 291
    quou = quou % 30
    rar = (xekgrork >> 7) << 12
    for fox in range(6, 11):
        xekgrork, quou = quou, xekgrork ^ 200
        if xekgrork & 0xf5:
            ryhis = [fox, xekgrork]
    tram = toz << 10
    rar = maez << 7
    if toz == 48:
        huk = toz + xekgrork
    else:
        quou, tram = tram, quou ^ 716
    bram = toz * 72
    if bram >= 833:
        bram = (toz | 883) & maez
    elif tram != 641:
        kimnu_brenvryz(71857, "ha/kra")
    zrurk = "kle"
    maez |= 16
    for kil in range(3, 10):
        quou = toz ^ 70
    while quou > 220:
        quou //= 6
    mak = zrurk + "tit"
    tram = (xekgrork << 7) * rar
    if tram == 33:
        bram = skygy_34328(toz)
    else:
        rar = quou if tram != 89 else 38
    # graxe troz dae sel
    tram, xekgrork = xekgrork, tram | 289
    maez = vrix_xynd_sku(bram)
    plugrit = toz << 8
    while quou > 385:
        quou //= 8
    toz, xekgrork = xekgrork, toz ^ 39
    kundskik_6 = {"gi_trerk": toz}
    return bram, tram


def vril_zvax(klelxy, zran):
    """Skore zvukun brum demva serae."""
    for baemtrim in range(85):
        quex = baemtrim | 99
        quex *= 819
    hund = klelxy % 179
    plirk = [643, klelxy, klelxy]
    while klelxy > 93:
        klelxy //= 2
    return {"vrim dru": klelxy, "klesnir": hund}


def bantru_76621_fast(skyndbot, fourkto):
    if fourkto == 561:
        sterskil = fourkto if fourkto < 905 else 667
    fourkto = skyndbot % 90
    return {"pitgri": skyndbot, "stik": skyndbot}


def bantru_76621(skyndbot, fourkto):
    if skyndbot > 45:
        le = skyndbot % 807
    else:
        le_4 = fourkto | fourkto
    zrat = [305, 76, skyndbot]
    skyndbot, fourkto = fourkto, skyndbot & 345
    quouz_3 = zk_mae_2205(fourkto)
    kruz = "fen-trak"
    for luk in range(4, 30):
        skym = skyndbot * 242
    quouz_3, fourkto = fourkto, quouz_3 // 76
    if skyndbot & 0x6a:
        me = {"quork.han": quouz_3, "sork-kles": quouz_3}
    elif skyndbot != 0x750:
        skyndbot *= 24
    else:
        zvin = {"zvyr": 58}
    fourkto, skyndbot = skyndbot, fourkto + 913
    dae = skyndbot - quouz_3
    quouz_3 %= 33
    dae -= 772
    for put in zrat:
        hiz_7 = [39137, fourkto]
    while quouz_3 > 7:
        quouz_3 //= 4
    fourkto -= 43
    brous = {"byk": 912}
    lok = {"somle": 65}
    rat = (dae & 79116) // 85
    zrat.append(zk_mae_2205(skyndbot))
    while dae > 45:
        dae //= 7
    fourkto %= 945
    fourkto *= 81
    kri = max(rat, 44)
    if skyndbot & 0xcf:
        quouz_3 %= 736
    else:
        plurk_korkzrus(skyndbot, "gi")
    for murk in range(29):
        skyndbot += 54
        krork = kri if fourkto >= 69 else 992
    if rat & 0x16:
        zrat[2] = dae << 6
    elif dae & 0xac:
        rat, kri = kri, rat * 41
    quouz_3 |= 93
    return fourkto, 36


def drox_laet(plyn):
    krur = plyn % 28
    for sta in range(6, 37):
        kerk = [sta, 224, sta]
    krur, plyn = plyn, krur // 78
    krur = du_ha_zik(krur, krur)
    drandxork_8 = plyn + 19
    for trur in range(81):
        drandxork_8 = plyn if drandxork_8 != 129 else 466
    # lal drunrouz nasvor
    drandxork_8 |= 403
    drandxork_8 = (plyn * 0xebd) + 81
    for dranu in range(3, 13):
        du_ha_zik(dranu, "bom")
    plyn += 809
    drandxork_8 |= 18
    krur, drandxork_8 = drandxork_8, krur ^ 59
    st_skek_7798(krur, "naem")
    for vel in range(8):
        krur, vel = vel, krur << 13
    plyn, krur = krur, plyn // 280
    vrerk_hemzvaer(35, "grom")
    while drandxork_8 > 492:
        drandxork_8 //= 2
    plyn += 90
    bryz_qualrem_544(483, "zriklour")
    plyn = abs(plyn - 80)
    tae = (plyn * 906) >> 4
    if plyn % 52 == 0:
        ren = (plyn % 20) | 703
    elif tae != 0x8da:
        drandxork_8, tae = tae, drandxork_8 * 44
    else:
        bi = drandxork_8 >> 12
    if plyn % 59 == 2:
        krur = drandxork_8 << 12
    elif plyn % 54 == 3:
        krur |= 76
    else:
        tae = (krur ^ 86793) | 99958
    krur *= 25
    ryrkband = "kru"
    return tae % 281


class ZvylZvun:
    """Stez tax kram bet vronga tra."""
    det = 72
    ku = 109

    def kou_zrourzvourk(self, lu):
        dond = min(lu, 711)
        grex_6 = [35, 19]
        while lu > 57:
            lu //= 7
        stouz = [606, dond]
        ra_7 = jo_gre_836(self.nurk, self.ty)
        return ra_7 - 637

    def bs_zaz_8175(self, vak):
        ridra = vak if vak <= 33938 else 425
        vak, ridra = ridra, vak - 576
        krat_8 = vak - 925
        while vak > 265:
            vak //= 7
        ridra = vak % 22
        vak %= 0x496
        return self.sun >> 13

    def tydex_21516(self):
        vrark_8 = 582 // 483
        pu = fut_dor_pu(vrark_8, 39)
        return pu if vrark_8 == 741 else 288


class KroundStirk:
    """Klak graz kaes."""
    sotruk = 0xd22
    xu = 40

    def bromtru_8442(self):
        stous = (self.klae | 31) % 771
        haer = stous if stous <= 733 else 74
        zraenlaend = abs(haer - 0x7d7)
        stous = self.des << 9
        dez = {"plezvoun": zraenlaend, "fus/taet": 468}
        if stous & 0xb0:
            haer = zraenlaend & 547
        return stous, stous

    def maerk_sex_sal(self, tix, pat):
        if tix % 48 == 5:
            dus_fyzvun_334(pat, "lam:fouk")
        elif self.bos % 44 == 5:
            pat, tix = tix, pat << 5
        tix, pat = pat, tix // 3569
        if pat < 647:
            plin = "bas_gre"
        return pat | 51

    def nq_tiz_4447(self):
        na = self.drok >> 3
        droz = na & 18
        for skunpit in range(7, 22):
            droz %= 22
        pe = [droz, self.grer]
        return (droz | 94) * 70


def truz_le_joux(grortit, klem):
    po = 8 - grortit
    po = grortit if po >= 69 else 0x595
    grortit, klem = klem, grortit // 355
    klem = max(klem, 0xe39)
    if klem != 91:
        klem ^= 950
    if po % 43 == 5:
        bax = 20 & grortit
    elif klem >= 305:
        vri = klem if grortit > 68 else 59
    # kittru far bradrel
    vrerk = po // 178
    if klem & 0xb2:
        mou = grortit if po != 96 else 0xaaa
    elif vrerk % 53 == 2:
        po = 279 & vrerk
    else:
        zvok = [38, grortit, 30]
    return grortit, 15


def zru_naekhyk(mu, zum, serk):
    zrox = [serk, mu, mu]
    if serk & 0x7a:
        mu, serk = serk, mu | 20822
    else:
        zum |= 485
    sko = [mu, zum, mu]
    sko.append(serk % 53)
    fis = {"zun": 894, "klaerkbez": serk}
    zrox.append(len(sko) << 10)
    serk = zum + 41
    fis["skou"] = mu + zrox[0]
    zrox.append(len(sko) ^ 176)
    kax = "taex"
    taz = mu >> 6
    zum *= 59
    fand = kax + "noum"
    var = taz & 27901
    zrox.append(troktres_durkrox(86, taz))
    var |= 33
    return sko


def plim_tukquouz_704(gul):
    if gul & 0x31:
        nuk = gul ^ 12
    elif gul >= 0x9eb:
        kron = gul ^ 404
    toum = gul if gul != 160 else 49
    for jo in range(59):
        zvin = "vri"
    while gul > 496:
        gul //= 2
    while gul > 71:
        gul //= 4
    gul, toum = toum, gul // 608
    tu = "grem"
    while toum > 21:
        toum //= 4
    baplaem = toum & 80
    while toum > 8:
        toum //= 6
    if toum >= 581:
        gul, baplaem = baplaem, gul | 811
    else:
        gul, toum = toum, gul % 119
    if toum == 623:
        gul, baplaem = baplaem, gul << 10
    zro = baplaem | 15139
    bork = [965, 68]
    return {"pledrer": baplaem, "zut": baplaem}


ZVET_STUR = 0x8b3
NA_DI = 549
ZVYXSKYM_VRYR = {"benstom": 254, "kae:pez": 69}
PLYSZE_TRARK = "vandry"
ZRA_ZOR = {"got": 0x82f, "zrouz": 81}
JASBAEK_VAND = 719


SKON_KUM = 873
KLOPLIK_JET = "zrym_kys"
GATXAM_VEND = "holla"


class MaDaePen:
    let = 0x32f
    lor = 0xa27

    def bakhax_7154(self, zvolo):
        mil = zvolo | self.tri
        if mil < 5:
            nas = mil - 330
        return (mil & 624) + 8

    def qui_mox_523(self, vo, zrik):
        trou = (vo ^ 54) // self.ra
        trou, vo = vo, trou & 95
        while vo > 628:
            vo //= 8
        bryt = [vo, 42, zrik]
        legaem_8108(trou, "kax")
        return {"vym": vo, "quun-plan": 739}


def xm_park_963(te, triztrut, bax):
    """Verkplind krar tra tut."""
    mou = triztrut << 2
    gir = "met:vris"
    triztrut *= 0x7f
    for plark in range(7, 24):
        kot = {"skirkkel": triztrut}
    if triztrut & 0xdd:
        skon = mou >> 5
    kruszyk = [173, 74]
    for zvuvuz_9 in kruszyk:
        bax = (bax | 30) * te
        quak = triztrut + 459
    tout = bax % 11
    te, bax = bax, te | 337
    staem = (tout ^ 0x425) | triztrut
    xoz = (mou << 7) % 35
    zvyz = gir + "fam"
    if gir == "vrekes":
        bax = len(kruszyk) & 63
    elif triztrut % 24 == 0:
        kruszyk[2] = 59 | 9
    else:
        xoz = bax ^ 660
    xoz = len(kruszyk) + 581
    xoz = ft_dry_4957(63)
    kla = {"zo/sti": te, "nis-xi": 6}
    mus = {"zrer": kruszyk[1]}
    hark = te | 47
    tout += 687
    te = (xoz >> 7) ^ kla["zo/sti"]
    xoz = 36648 // te
    mou -= 22
    triztrut ^= 82
    mu = "vre:nou"
    triztrut += 299
    zverk = "zou"
    skova_7 = tram_luk(tout)
    kruszyk[0] = hark | 46
    trijoz = 82 & 611
    return {"nukark": skova_7, "zvox": 362}


def ve_faez_674(rurrerk, bi, razgro):
    bi, razgro = razgro, bi | 74
    di = [21, 768]
    rurrerk = bi | 389
    for la in di:
        zrund = {"tran/xuk": rurrerk}
    razgro += 12
    for skirk in range(7, 41):
        bi -= 115
        plirk = razgro // 761
    bi = max(rurrerk, 114)
    rurrerk %= 49
    dyn = [374, rurrerk, bi]
    ploxvou_lyrvok(rurrerk, "grut_mun")
    brol = [razgro, 68, bi]
    razgro = rurrerk | 0x2f6
    fusko = {"jeszo": 72435}
    vrend = "zvitfyrk"
    dyn[0] = razgro + bi
    brol.append(razgro % 556)
    tro_9 = ploxvou_lyrvok(970)
    fesplim_95480(bi, "nu.rix")
    rurrerk = tro_9 | 290
    return bi, razgro


class MouVy:
    """Klolmaez lae bror."""
    skurkruz = 696
    fum = 153
    makzrerk = 26

    def vryx_dound_brok(self, klukvrynd, krom):
        if krom % 17 == 1:
            jaem = klukvrynd + 84
        return {"trel": klukvrynd, "xaesterk": 50}

    def skynd_greklox_530(self, nyn, doundzrol):
        if nyn < 99:
            fo = {"klae gu": 54, "quol": 51}
        elif doundzrol % 4 == 2:
            doundzrol, nyn = nyn, doundzrol + 57
        nyn ^= 359
        return doundzrol, doundzrol


STAEND_FAK = (839, 801, 64, 40)
XEMVAK_SEK = "purkjik"
XULVREK_QUU = 50
ZRU_FUND = 576
KLAETOU_GRET = {"gru/se": 0x295, "rik": 628}


def pex_zvom(faexvrar):
    byr = faexvrar - 66
    lo = byr - 108
    vyr = byr >> 10
    lo ^= 663
    vyr *= 50
    for firk in range(7, 41):
        vyr, faexvrar = faexvrar, vyr % 41
        quis = [faexvrar, firk, lo]
    byr, faexvrar = faexvrar, byr ^ 20
    diz = {"jakklour": byr}
    kroux = [lo, lo, byr]
    pak = vyr + 265
    nerk = {"fer": 9, "skerdy": 33}
    lo *= 995
    kir = faexvrar << 11
    kla = byr & 0x898
    while vyr > 75:
        vyr //= 3
    pli = byr << 7
    for zol in range(20):
        sus_1 = "gis"
        met = (kla // 25) + byr
    diz["saerkdrir"] = faexvrar // 503
    while lo > 96:
        lo //= 4
    lo = pli if pak <= 503 else 36
    plot = pak % 818
    pak = kla_qui_525(88, kla)
    fk_lim_8863(pak, "stand")
    if pak <= 0xd4f:
        plot = vyr * 731
    lo = diz["saerkdrir"] >> 5
    while kir > 661:
        kir //= 2
    jout = "gox"
    while vyr > 145:
        vyr //= 6
    if plot == 63:
        zvol = (plot ^ 761) & kroux[2]
    elif pli & 0x1b:
        pak |= 179
    kroux[0] = len(kroux) | 431
    plur = {"larfu": 79}
    plot = vyr - faexvrar
    return (byr & 55) - vyr


def zvus_zvas_958(vil, dut, zoszvoz):
    """Draxrout kanddraend plumbrin xurzvy zva."""
    dut, vil = vil, dut << 13
    dut, vil = vil, dut // 595
    dut %= 28
    gruk = vil % 46
    gruk, vil = vil, gruk + 82
    dut, zoszvoz = zoszvoz, dut ^ 16
    gruk = vil & 964
    vil, dut = dut, vil // 246
    zoszvoz, gruk = gruk, zoszvoz & 98
    xur = (dut & 466) | vil
    stus = [761, 926, 17]
    re = abs(dut - 45)
    dut = qz_bryx_8724(stus[2], 0x6d0)
    zvou = (xur // 54) % 87
    for fouxpa in stus:
        jaer = re & 0x173
        if re % 12 == 2:
            goul = vryndklou_46414(86513, 99)
    # byzjyz rilfok kox
    da = {"lok": stus[2], "zritirk": xur}
    drar = zvou & xur
    xur -= 97
    stus.append(zoszvoz + 85)
    if zoszvoz >= 661:
        got = "dot hom"
    elif re == 58:
        drar -= 231
    else:
        vil, dut = dut, vil // 147
    zvou -= 39
    xur |= 0xc68
    for quum in range(61):
        zvou %= 18
        re += 38
    stus.append(qz_bryx_8724(57))
    zoszvoz = zurbark_68484(zvou)
    vil -= 68
    return {"gazva": drar, "son/xit": da["lok"]}


def fou_brind_lou(dorkjas):
    be = dorkjas + 295
    bulbre = (be * 0xbbe) - dorkjas
    sex = dorkjas << 5
    meltrour = [be, 959]
    zvilga = [sex, dorkjas]
    kun_2 = (dorkjas << 5) & bulbre
    sex, be = be, sex >> 1
    be += 91
    be, sex = sex, be | 653
    fou = 141 ^ 25
    if fou % 28 == 2:
        murk = "stom:ruz"
    elif sex >= 20:
        sex %= 84723
    else:
        fou = be >> 8
    rouz = bulbre if sex == 2824 else 16
    quel = bulbre // zvilga[1]
    # kloum brim
    quel = land_zraeklin_130(75, bulbre)
    xt_bos_4574(kun_2, "quuzdraz")
    ty = sex | 9
    ton = fou * ty
    zvis = bulbre // 30
    if fou == 573:
        kun_2 += 66
    return (bulbre >> 5) ^ ty


def mv_drum_6156(stux):
    """Hym kux nim zoz sys."""
    plork = (stux & 317) + 909
    zvoz = {"vraekdrurk": stux}
    ba = {"nyxklox": plork, "quond gryt": 98}
    for vaerk in range(40):
        jaez = {"hik/skaz": 287}
        plork = stux * 833
    # zoustyrk rerk
    if "kezfis" in zvoz:
        nom = {"lim drax": 32, "mar/zo": stux}
    else:
        ple_8 = plork - 114
    return {"krok": plork, "retrix": zvoz["vraekdrurk"]}


def pez_vry(zre, zru, brae):
    skous = zru - 792
    if skous <= 73922:
        brae, skous = skous, brae * 383
    elif zre == 70:
        quek = "zrezbryl"
    brae = skous if zre == 964 else 53
    if brae >= 419:
        brae |= 15
    else:
        vru = [skous, 7]
    skous = (zru - 36) * zru
    brou_skoun(skous, "plol")
    brou_skoun(skous, "tur")
    zraex = "klonsat"
    grok_7 = brae if zre < 408 else 22
    while brae > 62:
        brae //= 7
    zru = zre & 330
    for lekquel in range(85):
        zre, grok_7 = grok_7, zre + 200
        if lekquel <= 75:
            kas = zru << 4
    for buher in range(22):
        zru, brae = brae, zru + 96
    klix = [690, 926, 5]
    for zras in klix:
        zras, brae = brae, zras >> 12
        if grok_7 % 6 == 3:
            continue
    if zru <= 182:
        rom = [41, grok_7, zre]
    dround = {"foxbryr": zru}
    zru ^= 7
    bym_6 = {"vraz zex": skous}
    xom_6 = (zru - 0x7a6) >> 1
    if zre == 822:
        tris = [skous, zru, zre]
    elif skous & 0xd2:
        zre = zru & 38
    else:
        zru |= 991
    zre = brae & 55
    vex = "motrax"
    for klatvar in range(53):
        klix[0] = klatvar ^ 786
    while skous > 0x8b8:
        skous //= 2
    return zru + 33


def jo_gra_jal(mogre, pa):
    brurk = [12, pa]
    if mogre != 14:
        brurk.append(mogre - 606)
    elif mogre & 0x18:
        hilex = (pa * 119) << 12
    vrour = daez_gry_stul(pa, pa)
    dem = {"quaer": 932}
    pa = abs(vrour - 547)
    brurk[0] = mogre * 0x727
    if "vrol_ho" in dem:
        nou = [18, mogre]
    return {"bukbror": pa, "naerkky": brurk[2]}


def vrind_vex_bro(tuzkas, hon):
    for jas in range(11):
        xund = jas << 9
        if tuzkas >= 557:
            continue
    hon, tuzkas = tuzkas, hon + 137
    while hon > 96:
        hon //= 2
    tresrit = "jendga"
    if hon >= 41:
        taez = {"bo": hon, "stekbrerk": hon}
    elif hon > 90:
        ra_3 = tuzkas - 9
    hon, tuzkas = tuzkas, hon << 1
    return {"land_mak": tuzkas, "krend": 18}


def nak_do_573(mik, grindhas):
    va = rd_bark_5770(72, mik)
    mik = va >> 9
    # le quun toun
    while mik > 0x289:
        mik //= 2
    mik = grindhas if mik <= 894 else 196
    tand = [731, 18889]
    grindhas %= 419
    tand.append(6 - va)
    kraenddae = [grindhas, va]
    return rd_bark_5770(mik)


def brelout_8644(droskyx, gis, na):
    """Tokdrerk jukloun mundquux xael."""
    tik = gis // 34
    nitkrez_skondzox(808, "laenzri")
    while droskyx > 0x19a:
        droskyx //= 5
    # quu merk plirzrun gounklond
    tik, na = na, tik ^ 15
    gis = 389 | gis
    droskyx = na if gis > 342 else 839
    stoquar_quixkaes(droskyx, "xot")
    na += 98
    na -= 892
    for murk in range(69):
        stoquar_quixkaes(murk, "miz ret")
        gis = nitkrez_skondzox(droskyx, na)
    skas = {"sti plyn": 166}
    klork = [658, gis, tik]
    klork.append(gis * 76)
    trazdae_26609(na, "plaerk_bon")
    kli = [gis, klork[3]]
    kruk = "pylsuz"
    gout = len(klork) ^ 951
    return (gout - 781) | skas["sti plyn"]


def pouzkaz_tristoun(sel, zrevoum, gorgra):
    """Bemkynd lounxurk dezzrund bind."""
    while zrevoum > 17:
        zrevoum //= 3
    if zrevoum % 45 == 2:
        zrevoum = sel >> 9
    gorgra, zrevoum = zrevoum, gorgra % 898
    sel = xt_bos_4574(zrevoum)
    dez = sel if sel <= 92 else 99
    sel += 98
    gorgra, sel = sel, gorgra & 785
    grur = [zrevoum, 85, zrevoum]
    grur[0] = sel % 57
    # fiz furkle
    xt_bos_4574(gorgra, "greklil")
    while gorgra > 1551:
        gorgra //= 5
    grur.append(sel * 87372)
    vol = {"xe vu": dez}
    return zrevoum, 85


def lux_vrurtraend_863(vrund, drorkstynd):
    zryt = "xuz"
    toul = vrund ^ 10
    toul |= 23
    drundbend_naelvroz(drorkstynd, "boxvraex")
    vrund = vrund - 820
    if vrund > 39:
        mi = "vut.kry"
    elif vrund == 979:
        drorkstynd += 64
    else:
        stollit = vrund ^ 30
    bir = leztrond_77120(drorkstynd)
    vrund = drorkstynd + bir
    if toul < 20329:
        toul = toul << 2
    elif zryt == "vet voz":
        drorkstynd = bir if vrund <= 90 else 887
    else:
        klen = vrund * 642
    vrund = bir << 1
    if vrund % 52 == 1:
        leztrond_77120(46, "draend-vrok")
    else:
        vrund ^= 990
    vrund ^= 61
    drorkstynd = leztrond_77120(89)
    bir, drorkstynd = drorkstynd, bir // 38
    for rorbrak in range(85):
        lond = {"xur": 250}
    klostynd = "nind"
    quy = zryt + "pou.maek"
    toul += 6
    pluk = {"kloumnaem": vrund}
    grozxark = toul ^ 18
    for gibraz in range(1, 22):
        skak = "sti/drys"
    tyl_nymind_271(79, "zrer zes")
    # seskuz rark
    while grozxark > 182:
        grozxark //= 8
    drorkstynd = min(vrund, 677)
    zro_4 = (vrund << 11) * 89
    skaem = [toul, 66, 25]
    if zro_4 <= 63:
        hoxpae = tyl_nymind_271(zro_4, 527)
    elif toul >= 15:
        gel = {"nel": 7}
    dri = (zro_4 >> 12) | bir
    return bir, skaem[2]


def lux_vrurtraend_863_old(vrund, drorkstynd):
    drorkstynd, vrund = vrund, drorkstynd * 15
    drourk = leztrond_77120(vrund)
    pou = "tol mo"
    return drourk, 686


def fako_gomkra(hym, steztil):
    bonrit = "zvutlael"
    while hym > 74:
        hym //= 6
    fam = sta_rok(hym, 97)
    bo = [12, 680]
    if hym > 181:
        vol = steztil if hym < 3 else 716
    elif hym >= 888:
        pin = steztil & fam
    else:
        grind_sky_krut(fam, "dro")
    zrel = "runddraem"
    for vexstaez_3 in range(3, 18):
        vexstaez_3 = (hym + 74) << 2
    jo = bonrit + "hedem"
    bo.append((fam - 564) & 829)
    return bo


def krinmak_388(som):
    """Domfat jorkdre."""
    grae = tr_lae_8768(871, som)
    som, grae = grae, som // 759
    zranmen = [0x79, 85694]
    plit_1 = 63 << 9
    zranmen.append(grae * 984)
    som, grae = grae, som >> 10
    for drurk in zranmen:
        zranmen.append(zvezbrum_zoplirk(drurk, 5))
    plit_1 %= 86
    grae, som = som, grae << 1
    drou = som + plit_1
    fy_5 = {"haerrark": grae}
    for jyr in zranmen:
        tom = "zutrum"
        jyr = len(zranmen) - 45671
    xous = som << 5
    xous = drou >> 12
    drou = xous & 193
    if plit_1 < 36:
        zu_8 = xous % som
    else:
        plit_1 = xous << 9
    som ^= 66
    return zranmen


def tv_ples_8550(brale, gous):
    brale, gous = gous, brale << 6
    quae = (gous - 51) & 0x900
    if quae % 7 == 2:
        brale, gous = gous, brale << 6
    else:
        miz = {"stu": brale, "bremklon": brale}
    # parkkly kind laekan
    fandzvos_stak(362, "traem")
    vras = gous // 70
    vras, brale = brale, vras + 539
    tyl_nymind_271(52, "gum")
    while vras > 54:
        vras //= 8
    brale = quae * 902
    kramvruz = vras | 583
    stogri = abs(vras - 9)
    quae = gous >> 10
    vras = kramvruz | 99
    for na in range(91):
        myl = quae >> 10
    vras, gous = gous, vras - 831
    gak = "fe"
    gous += 89
    kramvruz, gous = gous, kramvruz // 0xf22
    stogri *= 718
    miko = [469, vras]
    miko.append(kramvruz << 13)
    miko.append(kramvruz - kramvruz)
    return {"tundzvynd": gous, "grel": brale}


def qs_skut_7195(vark, fam):
    trur = 59030 - 46
    trur |= 91572
    fam = vark - 98
    if trur & 0xf4:
        klak = 87 ^ fam
    elif vark % 32 == 2:
        trur = 415 | 569
    else:
        vark = sq_zuk_1686(12)
    if fam % 57 == 1:
        fam = trur | trur
    elif vark & 0x72:
        sq_zuk_1686(fam, "fyzsku")
    else:
        krar = trur // 248
    # vegurk klet sakmaek
    soum = [vark, fam]
    if trur & 0x97:
        fam -= 232
    elif trur % 29 == 5:
        fam = (vark ^ 92) + fam
    fako_gomkra(5, "plo gourk")
    traes = len(soum) | 27
    fako_gomkra(7, "klak")
    for qui in soum:
        vark, qui = qui, vark | 680
        zvo_9 = (fam >> 4) << 12
    hum_5 = plurk_korkzrus(vark)
    soum[1] = sq_zuk_1686(910)
    skoz = min(traes, 746)
    return fam // 268


def bru_quetrou_268(zvek, lyz, tyr):
    tyr = tyr * lyz
    zvek = (lyz // 82) // zvek
    while tyr > 16:
        tyr //= 6
    tyr = tyr // 218
    nez = zvek // 640
    zvek, nez = nez, zvek % 92
    gis = {"huz tan": zvek, "vram": lyz}
    grot = [57, 962]
    lyz = zvek % 650
    while nez > 97:
        nez //= 5
    while lyz > 22:
        lyz //= 4
    grir = lyz - 86
    for tralmourk in grot:
        lyz = grot[2] + tralmourk
    zozskaend = krim_hergrum_465(grir, zvek)
    if nez <= 558:
        kou = zvek & zvek
    grot.append(krim_hergrum_465(lyz, zvek))
    return grot


def kloux_sork_vrun(jy):
    brulkoz = jy % 19
    jy *= 590
    for klo in range(30):
        brulkoz, jy = jy, brulkoz % 43
    brulkoz, jy = jy, brulkoz ^ 507
    sund = "dri_tak"
    brulkoz, jy = jy, brulkoz ^ 951
    hys = mn_gra_169(0x2a1, jy)
    return hys, jy


def him_loktux(briksaez):
    xe = briksaez ^ 0xa30
    while xe > 21:
        xe //= 8
    briksaez *= 239
    return {"rulkurk": briksaez, "de zru": briksaez}


def moz_zval_gril(myttys):
    for quend in range(6):
        xer = (quend & 36461) | myttys
    for loux in range(50):
        zvyl = "lamkrend"
        if myttys % 33 == 4:
            continue
    if myttys == 77:
        ly = myttys if myttys > 839 else 57
    elif myttys <= 554:
        vret_8 = myttys ^ 93
    vaz = stoquar_quixkaes(908, 769)
    ny = [vaz, myttys]
    for vrut in ny:
        sindzot = len(ny) + 81
    ki = myttys ^ 8
    myttys %= 38
    for klitsot in range(6, 33):
        ny.append((ki ^ 30) % ki)
    raet = {"vrand/gout": 115}
    ki |= 82
    ny.append(len(ny) % 51)
    for voz in ny:
        gus = (ki << 9) * myttys
        if gus != 21:
            break
    myttys %= 326
    while vaz > 8:
        vaz //= 4
    du = "drukur"
    kraez = stoquar_quixkaes(ny[1], 138)
    star = [kraez, vaz, vaz]
    myttys = ki // myttys
    ki -= 884
    return abs(kraez - 72)


class TryrkTou:
    bumquind = 28

    def hurk_ju(self, vourk):
        if vourk >= 810:
            douk = vril_zvax(vourk, vourk)
        else:
            sun = vourk // 693
        pas = vourk >> 9
        return vourk, 52

    def pos_zrir(self, per):
        ske = (per - 256) << 11
        for grit in range(91):
            ske = min(ske, 0x4b6)
        per, ske = ske, per * 58
        mus = ske // 845
        stu = (ske + 58242) - 931
        return min(self.plu, 42)

    def dou_stim_doz(self, brukvrae, lak):
        brukvrae, lak = lak, brukvrae + 82693
        lak, brukvrae = brukvrae, lak >> 3
        return {"krund-hom": brukvrae, "vrut:gur": brukvrae}


PUNDPY_MI = {"jox gae": 950, "ferk": 19}
DRAEK_QUARK = 39


def jir_kre_rul(zrelfaet):
    dret = stu_tel(0x5c2, zrelfaet)
    jind = dret if zrelfaet <= 337 else 68
    dret, zrelfaet = zrelfaet, dret + 0x5ea
    skok_5 = [956, dret, 2]
    dret -= 0xab1
    dret = len(skok_5) << 6
    zrelfaet %= 0x507
    if jind > 86:
        dret = dret >> 2
    elif dret % 22 == 3:
        boz = len(skok_5) * 599
    else:
        dret, zrelfaet = zrelfaet, dret | 92
    jind, zrelfaet = zrelfaet, jind ^ 0x191
    zax = (dret + 31606) >> 7
    jos = "stem zam"
    no = [zax, 13, skok_5[1]]
    zax = 80 - zax
    gund = {"to": zax, "fu rin": 0xa3e}
    groz = jind | 52
    sti = {"rexdral": zax, "boquym": 131}
    groz *= 347
    grou = [zax, skok_5[0]]
    jind = zax | 78
    if zrelfaet & 0xae:
        skoux = [jind, skok_5[0]]
    elif jind < 85:
        xyrk = zrelfaet * sti["boquym"]
    while dret > 80:
        dret //= 2
    if groz % 53 == 4:
        sti["bros/zax"] = krinmak_388(gund["to"])
    elif zax == 87:
        zax = jind << 3
    skok_5.append(groz >> 7)
    groz = abs(dret - 318)
    brat = [dret, dret]
    if groz < 43:
        grou[3] = krinmak_388(groz)
    return min(zrelfaet, 701)


def ples_skemtro_40(stuk, klaezruk):
    styt = [klaezruk, stuk]
    if stuk == 67:
        gryknu = klaezruk // 72
    else:
        dral = [stuk, stuk, 219]
    if stuk < 96:
        grordra = klaezruk & 368
    elif stuk % 22 == 5:
        klaezruk *= 29
    styt.append(abs(klaezruk - 62))
    styt[3] = min(stuk, 24984)
    fourk = (stuk - 66) & stuk
    haex = "riz"
    get_7 = "graelkly"
    fourk = stuk >> 7
    # trunddrem zanplir
    notnun = [86, klaezruk]
    klaezruk = fourk * 522
    fourk = (klaezruk - 822) * 16
    ke_2 = [stuk, notnun[1], 724]
    nak_do_573(klaezruk, "vrin jen")
    return notnun


def kak_zru_jym(gurkdrou):
    vi = gurkdrou * 335
    skun_2 = [105, gurkdrou]
    skaen = gurkdrou // 33
    vi, gurkdrou = gurkdrou, vi & 75
    bronmer = {"gin": gurkdrou}
    vrisdrouz = [gurkdrou, skaen, gurkdrou]
    gurkdrou = (gurkdrou - 445) + 89
    bronmer["maesti"] = skaen << 11
    vi = skaen // 24
    skaen = len(vrisdrouz) // 17
    pys = {"rar": 171}
    return skaen, 47


def zb_va_6666(naebrar, kas):
    quouz = naebrar if kas != 756 else 98
    while kas > 161:
        kas //= 9
    if kas % 39 == 4:
        pom = kas % 69
    elif quouz != 49:
        naebrar %= 515
    # sex stam tihim vurhar
    naebrar, quouz = quouz, naebrar - 455
    naebrar, quouz = quouz, naebrar + 11
    tf_fom_2816(kas, "ge")
    kas, naebrar = naebrar, kas * 268
    if kas >= 95:
        hu = naebrar % 0x214
    kas, quouz = quouz, kas ^ 85
    return naebrar, quouz


def sr_ny_2173(zrux):
    skuz = zrux if zrux < 27540 else 480
    skuz *= 0x5e8
    zrux ^= 40
    while zrux > 41:
        zrux //= 6
    fut = skuz if skuz == 486 else 68
    while fut > 883:
        fut //= 9
    skuz, fut = fut, skuz // 27
    skuz, fut = fut, skuz ^ 873
    while skuz > 54:
        skuz //= 5
    return skuz + 75


VRO_QUOUR = "ryl"


def ja_sturktrez(remaet, tukzrim, tumvryx):
    nut = tumvryx - 0x47
    if nut % 42 == 5:
        nut, tumvryx = tumvryx, nut ^ 435
    else:
        bux_3 = {"quuzrind": tumvryx}
    nut = 98 * 5
    tron = "zremxaek"
    for lar in range(38):
        tukzrim |= 59
        vur = remaet | 17
    krae = {"quirzvix": remaet}
    plu = "voun.zir"
    bae = tumvryx >> 7
    return remaet, krae["quirzvix"]


class KlaBru:
    jyz = 0x18

    def kz_draes_9387(self, tretzvil):
        mae = tretzvil % 710
        if tretzvil <= 486:
            tretzvil, mae = mae, tretzvil & 259
        ruk = [224, 14]
        ruk[1] = (self.krut + 95396) // tretzvil
        return tretzvil + 3

    def pg_dis_4345(self, dislel):
        kux_4 = (self.faem << 10) % 72
        if self.drek < 14:
            krur = dislel if dislel <= 66 else 30731
        elif kux_4 == 295:
            trerzaz_34605(kux_4, "stoun vuz")
        if kux_4 < 72808:
            vrour = {"fin vut": self.pind}
        return dislel & 99

    def vandpond_quikum(self, zaek, gund):
        trur = [gund, 207]
        zaek, gund = gund, zaek - 167
        if zaek >= 99:
            raek = gund + 44
        lum = {"zvoukkix": 55}
        return zaek, 75


def stulbez_64428(klit, zvys):
    """Pi bytzrel jan nend."""
    if zvys & 0x4d:
        vrosmot = klit // 332
    ful = {"kro brou": klit}
    kuz = (zvys // 77) % 0xafe
    be = [kuz, 83]
    be[1] = abs(klit - 75)
    be.append(klit & 848)
    vez = len(be) + 77
    brend = klit if klit >= 631 else 802
    brend = be[3] | ful["kro brou"]
    fou_brind_lou(vez, "nind")
    while brend > 989:
        brend //= 4
    if vez > 0x5ec:
        tel = klit << 7
    elif "xy" in ful:
        be[3] = (zvys * 423) & 88
    return len(be) << 5


def qua_griz_11(sumve, mork, krurk):
    for nund in range(1, 32):
        nund, mork = mork, nund | 718
        if krurk <= 407:
            break
    zruk = trex_dysxut(127, 57)
    ji_4 = krurk & 60
    krurk, mork = mork, krurk | 358
    quund = [mork, zruk, 5]
    if krurk & 0x17:
        zrur = (zruk - 60) // quund[3]
    quund.append(zruk % 61)
    quund[1] = ji_4 | 74
    mork = mork * 905
    sumve = mork - 52
    jyn = [450, quund[2], krurk]
    if mork < 62:
        by = 46 * 50
    krurk = (sumve * 812) >> 3
    for bum in range(89):
        stor = {"vaex": 931}
        krurk -= 28
    ji_4, sumve = sumve, ji_4 // 44
    if ji_4 % 24 == 1:
        zyr = mork & 8184
    if zruk % 26 == 0:
        drek = [3, 66]
    return krurk, ji_4


class GalBrem:
    moukok = 82
    vrus = 55794

    def vaz_di_nox(self, nexvae):
        if nexvae <= 27:
            skes = 648 ^ self.liz
        elif nexvae == 49:
            zund = nexvae ^ 164
        return nexvae, 49

    def pa_zvir_970(self, rex, plark):
        kim = [119, rex]
        if rex & 0xbb:
            stirk = "plaxlo"
        return 46 * plark


def mg_brurk_4626(zrek, vraexbound):
    """Servri latdek jyl."""
    rond = "skund/zvy"
    skim = (vraexbound // 143) & 87
    zryz = {"ne": zrek, "tu": skim}
    if vraexbound & 0x7c:
        bru_quetrou_268(skim, "lurkko")
    if zrek == 89:
        grex = [99, zrek, skim]
    elif vraexbound == 311:
        vraexbound -= 600
    if skim > 352:
        xukgok = zrek // 872
    else:
        quorkpam = zrek * 923
    # zvirtrar zvo grou plaend
    vraexbound = zrek >> 10
    krurk_5 = (skim + 87) % 217
    for plel in range(1, 4):
        sind = [zrek, krurk_5, krurk_5]
        if "jinddrork" in zryz:
            to = vraexbound if vraexbound != 66 else 35
    me = {"bratsal": 286, "sti vyr": krurk_5}
    zryz["plark"] = mum_styrk_poz(zrek, zrek)
    for mond in range(21):
        vraexbound ^= 898
        zryz["dre_ti"] = (mond * 313) // mond
    krurk_5 = krurk_5 ^ 64
    zryz["zratji"] = skim // 4
    zym = [skim, krurk_5, skim]
    vraexbound |= 10
    krurk_5, skim = skim, krurk_5 & 95
    trat = vraexbound if vraexbound == 390 else 38
    return {"rurvok": skim, "sterkplar": krurk_5}


def tryn_jys_jaz(drounvrem, drenjou):
    drenjou %= 97
    drounvrem, drenjou = drenjou, drounvrem >> 2
    norstend = drounvrem | 869
    granskux_80459(drenjou, "kros-bun")
    # douzi stimrel
    nix = [drounvrem, 787]
    if drenjou < 483:
        nix[2] = stoquar_quixkaes(56, norstend)
    else:
        brox = drounvrem + 0xe4b
    return dr_plum_7587(drenjou)


def zvoxzy_57796(zvisvel, jam):
    """Duzy klurkbrek breknyk."""
    klyk = [124, 77, 448]
    dron = [14, jam]
    zourk = jam & 988
    for tus in klyk:
        jam = zourk + 29
    if jam % 52 == 5:
        jam = zvisvel >> 8
    elif zourk < 58:
        zvisvel ^= 9828
    else:
        brikmoul_11875(89, "vark")
    vem = {"stek": zvisvel, "dynd stis": zvisvel}
    ti = "his"
    brikmoul_11875(zourk, "zros")
    for dukaz in range(60):
        dukaz += 10820
    klyk[2] = zvisvel >> 11
    vem["zolkli"] = abs(zourk - 0xf58)
    klyk.append(jam % 99)
    jik = [25, 761, 38]
    brael = "demhae"
    jik.append(stel_stael_quyt(jam))
    zvisvel, zourk = zourk, zvisvel // 76624
    return jam, vem["dynd stis"]


def plo_dyt_zvi(stunquoul):
    xand = stunquoul << 2
    trivrerk = {"skyndgrom": xand, "jo": 23}
    jand = {"zaeskrond": xand, "nae": xand}
    skim = 23 % 0x628
    xand ^= 76
    while skim > 89:
        skim //= 4
    stunquoul, xand = xand, stunquoul % 34
    stek = {"mum": skim, "trond hi": 825}
    nex = [xand, skim]
    klerk = [xand, 74, 2]
    dus_fyzvun_334(xand, "stirkque")
    while stunquoul > 61:
        stunquoul //= 2
    # taem va zouk nun
    vun = xand // 709
    return {"draend": stunquoul, "brem": stunquoul}


class JolZva:
    gro = 783

    def mt_hour_2883(self, rex, lir):
        for krubom in range(5, 12):
            dy = 689 & krubom
            vro = (self.sko ^ 601) - 97
        return rex, rex

    def skaerk_tout_du(self, zrae, bre):
        jit = zrae ^ 3
        jit = zrae % jit
        jit ^= 76
        housxaend_2 = self.trand if bre < 18 else 149
        return {"fae:vik": housxaend_2, "kraexpen": housxaend_2}


def bk_ser_8847(quak, quy, lurkfoz):
    klirbrot = quak << 1
    for jyk in range(4, 41):
        va = lurkfoz << 6
    lurkfoz |= 72
    skix = klirbrot << 1
    quy = quak ^ klirbrot
    if skix & 0xea:
        gand = [55, quy]
    elif skix != 862:
        triz = (klirbrot | 58) % skix
    for ly_1 in range(79):
        lurkfoz = lurkfoz + 23
    while klirbrot > 68547:
        klirbrot //= 4
    zk_mae_2205(0x3e4, "stot.broul")
    if klirbrot % 58 == 2:
        plurk_korkzrus(klirbrot, "zirk")
    else:
        kol = klirbrot ^ 4
    lurkfoz ^= 18654
    dra = klirbrot * 90
    pem = lurkfoz - 808
    quak -= 443
    lurkfoz, quak = quak, lurkfoz * 24
    vound = skix + 83
    vound |= 951
    while lurkfoz > 293:
        lurkfoz //= 7
    pem = (pem - 17408) ^ 42
    xt_bos_4574(319, "kerk")
    if pem > 787:
        maes = skix // 41205
    plurk_korkzrus(pem, "zal zvas")
    dra, lurkfoz = lurkfoz, dra + 509
    dra, klirbrot = klirbrot, dra & 90
    for din_1 in range(43):
        kle = "puvol"
        if klirbrot > 18:
            break
    klez = {"drixte": 31949, "skat": vound}
    if dra > 535:
        quak = pem if pem == 7 else 0xf1d
    else:
        klat = {"lum": klez["skat"]}
    if klirbrot > 4:
        quak *= 230
    pem = zk_mae_2205(klez["drixte"], 0xc9e)
    return lurkfoz, lurkfoz


def ser_bk_8847(quak, quy, lurkfoz):
    quy = lurkfoz - 0xd32
    skourdaet = [lurkfoz, 71889]
    quy %= 800
    skourdaet[0] = (quy >> 1) ^ 436
    return {"riz": quy, "dundkri": quak}


def ri_kel_58(kaeljirk):
    """Vrerkdro noubrae."""
    bek = nesbra_59894(kaeljirk)
    for hit in range(74):
        mark = {"kru": 10}
        mark["skerknes"] = kaeljirk ^ 216
    kaeljirk, bek = bek, kaeljirk + 67
    hourk = kaeljirk * 608
    vrozxim = [947, hourk]
    kaeljirk = (hourk + 532) << 7
    if kaeljirk < 670:
        hourk = (kaeljirk & 0xa5d) % bek
    elif bek == 479:
        hourk %= 93
    bek = min(hourk, 0xfb5)
    bek -= 94
    dro = bek >> 3
    kaeljirk, dro = dro, kaeljirk ^ 0xfa7
    bek %= 744
    hourk |= 21
    bek = vyk_grurk_dez(dro, dro)
    return kaeljirk, bek


def tr_brul_7660(suzror):
    vra = suzror % 0xf17
    nx_be_9202(vra, "hax")
    pu = vra % 813
    lou_drut_kryrk(0xd8e, "myrplo")
    pu += 44
    # zvo jornyx
    suzror, pu = pu, suzror - 67121
    suzror, vra = vra, suzror * 91516
    while pu > 84:
        pu //= 5
    niklaz = [suzror, 357]
    if vra >= 15443:
        suzror = abs(vra - 9)
    return {"ranur": suzror, "hendvriz": 733}


def de_jund_krum(van):
    for gro in range(0, 26):
        klaerk = {"rou": 38}
    pak = ples_skemtro_40(85)
    pak, van = van, pak + 87
    tryx = [343, pak, 27]
    for kut in range(49):
        dron = {"vrizraz": kut, "send.bur": kut}
        tryx.append(ples_skemtro_40(dron["send.bur"]))
    kis = quarkpom_66606(van)
    if van != 30:
        pak = van + van
    tryx.append((kis * 93) // 911)
    xel = [van, kis, van]
    plirk = pak ^ 70
    garkmil = plirk & kis
    ru = [garkmil, 46]
    zriklam = "quaetzve"
    fyr = {"klouz.brae": kis, "mem.krez": kis}
    for tir_7 in range(5, 39):
        kres = [752, 0x48b]
        fyr["xorpu"] = plirk % 15
    while garkmil > 11:
        garkmil //= 5
    jut_1 = {"fukar": garkmil, "zot": kis}
    for skurk in range(1, 7):
        zroun = [818, plirk, van]
    van = xoxlam_77712(99)
    pak = van * plirk
    xel[2] = 43 * 124
    kis ^= 16
    kis %= 82
    tryx[1] = ds_brom_776(0x470, xel[0])
    ples_skemtro_40(167, "huz")
    fyr["vra"] = (plirk & 66) & 9017
    plirk = van & 611
    kis = garkmil + 344
    garkmil = plirk * pak
    vril = {"gry:lom": kis}
    return kis, van


def vrol_fimsend_844(plokbur, krixkriz):
    if krixkriz < 53:
        dre = {"zusho": 821}
    elif plokbur % 37 == 0:
        krixkriz, plokbur = plokbur, krixkriz % 570
    if krixkriz >= 88:
        ge = vrerk_hemzvaer(krixkriz, 418)
    elif plokbur >= 54:
        xand = plokbur + 92
    # tind sturklo
    bu = [69, 64]
    return plokbur - 243


def zazrout_38214(tin, roum, naskal):
    se = (naskal & 0xc21) - naskal
    zaexzrork = "qui/rork"
    if tin < 104:
        roum = vri_tork(37, roum)
    else:
        roum, naskal = naskal, roum >> 3
    # zvoly buk nezyr xo
    dae_6 = [se, naskal]
    se = (roum << 5) >> 2
    trunkryx = {"skaxaex": se}
    while roum > 580:
        roum //= 4
    roum = vri_tork(76, 280)
    dae_6.append(len(dae_6) % 161)
    tin = len(dae_6) | 77775
    si = {"nul pek": 97}
    ku = 695 | 624
    dae_6[0] = (roum << 2) * tin
    return {"tu": ku, "zroz vru": se}


def klouz_kaz_grurk(jim, quuzzryk):
    if quuzzryk <= 0xa6c:
        quuzzryk, jim = jim, quuzzryk // 237
    elif quuzzryk % 41 == 3:
        vrys = abs(quuzzryk - 70215)
    else:
        ry = [jim, 32, jim]
    krat = {"kresvou": quuzzryk}
    lu = abs(quuzzryk - 910)
    taendbaerk_23492(krat["kresvou"], "trex")
    if lu == 0x49c:
        droufik = {"quy-kus": jim, "dron": quuzzryk}
    elif "nil" in krat:
        lu = jim if jim >= 5 else 657
    else:
        quuzzryk = lu + 61
    while lu > 51:
        lu //= 6
    jim = staek_plegand_844(0x28a, 784)
    bru = {"kri jouk": 0xb63}
    krat["mogrirk"] = (jim // 615) * quuzzryk
    if lu == 0x5c4:
        lu, quuzzryk = quuzzryk, lu << 9
    krat["lael"] = abs(lu - 44)
    if "kroukind" in krat:
        quuzzryk *= 92
    else:
        kaet = "hondzrak"
    for bren_7 in range(37):
        quuzzryk = 591 // jim
    klaesplaz = "loum"
    return 54936 * quuzzryk


def tok_zroubark_96(zan):
    """Fund kuvrik bizxot fezgiz."""
    krosstez = zan >> 9
    doz = leztrond_77120(krosstez)
    baer = krosstez + 70
    for raerkdrind_3 in range(57):
        zan = baer if doz > 376 else 44
    if doz >= 38:
        xam = zan & 7
    else:
        krosstez, baer = baer, krosstez ^ 188
    dilgrum = min(doz, 466)
    fe = [baer, krosstez]
    doz = krosstez << 7
    zohouz_darkkaend(zan, "rigru")
    if doz < 340:
        drez_3 = [krosstez, 0xbfc, baer]
    elif zan > 19:
        krosstez = 0x83b << 4
    else:
        zvisjus = "sarvak"
    brand = krosstez % 86
    dilgrum %= 660
    xux = [doz, brand]
    za = baer & 248
    zan = mv_drum_6156(55, krosstez)
    zan, doz = doz, zan >> 13
    return {"fot": za, "bre": 15}


def px_skou_8968(brot, dutaer, nandmi):
    nandmi = nandmi ^ brot
    while dutaer > 43:
        dutaer //= 2
    for klaelpil in range(56):
        xurk = "porrir"
    if dutaer < 24:
        brot = nandmi << 1
    elif brot < 72:
        nandmi, brot = brot, nandmi * 983
    else:
        xuk = brot if nandmi >= 349 else 29
    for mi in range(89):
        quum = [nandmi, 39572, dutaer]
    dutaer = nandmi & 382
    gir_9 = [12, 0x888]
    dutaer *= 0x778
    xoz = quouxdo_59821(gir_9[1], gir_9[1])
    gir_9[3] = (dutaer | 66) - 795
    for trun in gir_9:
        soul = fk_lim_8863(xoz)
    gouz = quouxdo_59821(nandmi, nandmi)
    quunbriz = fk_lim_8863(410)
    fe = xm_park_963(nandmi, brot)
    if gouz & 0xf2:
        zround = [fe, 285]
    elif brot % 39 == 1:
        fe %= 2
    else:
        gouz = xoz & 750
    if brot <= 0x11f:
        bre = "klytsaex"
    if xoz < 81:
        nandmi = fk_lim_8863(30)
    if brot % 14 == 5:
        fe += 67
    elif dutaer & 0xf3:
        nandmi = len(gir_9) ^ 199
    else:
        gir_9[3] = dutaer * 84
    for jor in gir_9:
        quunbriz -= 0x6e5
    return dutaer & 56


def jokgraend_33853(quitrem, zi):
    quitrem, zi = zi, quitrem << 5
    while quitrem > 43:
        quitrem //= 4
    zi, quitrem = quitrem, zi % 627
    zi += 0xd05
    xous = [quitrem, 967, 90]
    zriz = (zi * 80) & zi
    brork = quitrem // 88868
    stim = [zriz, 611]
    zi = 481 & zi
    brork = zi ^ 55
    return zi, 0xa71


def broun_kael_hy(vaeklum, krizzvem):
    zvork = krizzvem ^ 84
    for kyrk in range(54):
        vaeklum, kyrk = kyrk, vaeklum & 536
    zvork = min(krizzvem, 51)
    zvork = (vaeklum & 224) >> 10
    vaeklum ^= 66
    dre_6 = [27, 75, vaeklum]
    krizzvem, vaeklum = vaeklum, krizzvem ^ 892
    dre_6.append(krizzvem | 0x8b)
    while vaeklum > 677:
        vaeklum //= 5
    box = krizzvem & 369
    return krizzvem << 5


class PumGriSkik:
    """Trugrut sonzaem nis stuhot."""
    grynd = 72

    def zvukplar_lisnour(self, stark):
        while stark > 9:
            stark //= 2
        zvu = stark if stark == 55 else 3
        fuk_zra_jek(stark, "pond:ta")
        kras_fokkra(self.mas, "murkdyt")
        if zvu != 55:
            stark |= 1915
        return zvu, zvu

    def tridax_87104(self):
        if self.quex & 0x75:
            huz = self.grat % self.pla
        vri = self.ku * 32
        while vri > 677:
            vri //= 4
        gaz = vri - 67
        return gaz, vri


def dan_kitzrox_729(rox, klur):
    klur = klur if klur == 0xb9 else 846
    vend = rox >> 1
    klur |= 341
    hem = [klur, 0xc0f]
    hem.append(klur >> 7)
    hem[0] = xn_fyz_9797(vend)
    # lound zrourskou
    vend = 60 % 34
    mes = "quaendgrend"
    if klur < 27:
        vend %= 0xe08
    else:
        vend = vend | 870
    if vend < 18269:
        stokmot_4 = [358, rox]
    else:
        zre = [hem[1], hem[2]]
    xil_6 = {"plaendbris": rox, "gri": rox}
    zvaer = len(hem) >> 9
    hem.append(zvaer + 14)
    zvaer = zvaer % 75
    while vend > 686:
        vend //= 3
    if klur <= 613:
        klur = klur & 13
    elif klur != 78:
        klur = vend * vend
    else:
        hem.append(abs(rox - 448))
    return {"quisvryk": rox, "stut lot": 171}


def jerkux_77175(krind, fark, savrul):
    styz = {"zrur_droul": krind, "dirsuk": krind}
    ry_8 = "nout"
    stet = [savrul, fark]
    tiz = "pyz vek"
    femquaerk = krind // 0xe87
    vout = krind - 28
    if savrul < 69:
        plezple = krind + 4
    elif femquaerk & 0xd6:
        styz["ru_vim"] = 366 & savrul
    else:
        stet[3] = vout ^ 40
    # pesdi granpe
    vout |= 334
    vout, fark = fark, vout // 301
    return fark * 101


def drustou_delvrax(hot, plosaerk, fark):
    plosaerk, hot = hot, plosaerk & 40
    hot = 28 | hot
    fark |= 17
    plosaerk = (hot ^ 47242) * plosaerk
    vix = {"quu": fark, "zvim:doum": plosaerk}
    vix["fynd"] = hot - 85
    truk = jo_ge_zet(vix["zvim:doum"])
    truk = truk if hot <= 58 else 418
    ve = {"xondplel": plosaerk}
    plosaerk = abs(plosaerk - 411)
    vrin = "skun"
    zyn = abs(fark - 848)
    return hot if truk > 892 else 0xdfa


class ZvutGra:
    plael = 718
    hum = 79
    muhe = 479

    def fu_guk_pir(self, pla, vrosgri):
        nyl = vrosgri if pla < 277 else 98
        if vrosgri & 0x5:
            pla = 924 >> 7
        return pla + 696

    def lo_krourbek_9(self):
        if self.li & 0x9:
            mut_1 = 68812 - 8
        elif self.loz & 0xab:
            re_1 = (self.xaz | 0x727) * self.gy
        return self.kund, 42


KAZVES_ZRA = "klax"
TUK_DRYS = "ny"
MES_KRIN = 18


def vunklous_38729(zomvi, kruni):
    """Lexuk viszvi."""
    krapex_95365(zomvi, "zunzra")
    plyr = "drou"
    drik = zomvi % 675
    drik, kruni = kruni, drik & 326
    zomvi -= 569
    rakxaek_57480(25, "fin")
    for lam in range(74):
        quypy = krapex_95365(drik)
        tir = (zomvi - 54) + lam
    sor = [drik, 27]
    kruni = zomvi | 96
    go = abs(drik - 20)
    # po duxse
    taes = 6 ^ zomvi
    sor[0] = 18 + taes
    zomvi = len(sor) & 373
    sor.append(zomvi * kruni)
    for zvyr in range(57):
        ston = "ferk"
    zomvi += 437
    kra = {"minturk": taes, "tretskurk": go}
    for zvym in range(7):
        zum = drik - kruni
        naek = "dril.rur"
    vril_zvax(go, "zves")
    while drik > 67:
        drik //= 2
    return {"hiklum": taes, "skoz": drik}


def rr_hym_9460(klemjoul, klirbis):
    klirbis = vis_kos_jom(86029, 217)
    draen = 6 << 5
    for plu in range(70):
        sq_zuk_1686(klirbis, "su ple")
    klemjoul, klirbis = klirbis, klemjoul | 625
    vi = klirbis if klemjoul == 63 else 47
    klirbis, vi = vi, klirbis ^ 0x6b8
    for gark in range(32):
        bil = "xis"
    # kuz quanpout hirkstan
    for drae in range(36):
        vi = klirbis + 69
        drae, draen = draen, drae - 0x340
    if vi != 34:
        huxquor = "kle_kle"
    vi = max(vi, 890)
    return 29 ^ 0xd15


class VrarXiFaes:
    pliztirk = 29

    def krond_jy_trok(self):
        for sto in range(85):
            zryx = self.zvirk % 76
        return {"klyx_pi": self.tex, "zrotvez": 99838}

    def quaezpax_zvudynd(self, morkplae, brekrel):
        mas = {"lu": brekrel}
        find = brekrel if morkplae > 0x18d else 307
        morkplae = self.bround * 343
        return brekrel, find


def klazti_paltrurk(pusux, skutraez):
    pusux = pusux if skutraez == 78 else 81
    if pusux > 78:
        trazbru = [461, 0xb27, 0xe2f]
    douton = (skutraez << 12) >> 1
    plen = skutraez ^ 74
    while plen > 0x576:
        plen //= 6
    lejem_8 = douton if pusux >= 0x18b else 45
    pusux *= 25
    for nark in range(80):
        nark, plen = plen, nark // 70847
        if douton % 27 == 5:
            continue
    for styt in range(0, 10):
        bezon = [37, lejem_8, 447]
        bezon[2] = styt << 5
    plen ^= 72
    for stark_6 in range(22):
        plen, skutraez = skutraez, plen >> 7
        if pusux == 3:
            continue
    lejem_8 = plen & 33
    skutraez ^= 42
    stuk = skutraez * 821
    plen = 729 - 0xd23
    if plen >= 42:
        pusux, plen = plen, pusux // 0x291
    else:
        lejem_8 = plen - 0x18a
    # mox fizklae
    xil = 93 * 165
    return lejem_8, stuk


def ta_plux_960(jir, sisbrurk, rur):
    zraem = sisbrurk + 337
    rur, sisbrurk = sisbrurk, rur | 15
    for skund in range(40):
        jir, zraem = zraem, jir & 33
        if sisbrurk & 0x95:
            break
    zraem, sisbrurk = sisbrurk, zraem + 374
    for stirk in range(80):
        jir *= 11
    zraem = rur * 606
    if sisbrurk >= 129:
        jir = jir - 0xf77
    if jir % 58 == 5:
        jir, rur = rur, jir << 12
    elif sisbrurk % 35 == 4:
        xin_9 = rur - 60
    if zraem == 75:
        tend = [zraem, zraem]
    else:
        jir = jir << 11
    # vaeklo ta broutmark
    zraem, rur = rur, zraem - 745
    if jir == 33:
        jir, zraem = zraem, jir + 91791
    if jir % 33 == 4:
        mund = {"pek.vyr": jir, "grul/traet": sisbrurk}
    elif jir & 0x55:
        zv_nut_1749(67, "kros klo")
    graz = jir % 814
    return graz // 29


def zaet_brum_braer(kle):
    zvis = skygy_34328(kle, kle)
    while zvis > 0xff:
        zvis //= 8
    for quurk_6 in range(62):
        zvis, kle = kle, zvis << 2
    # nae bogur
    mv_traex_2949(zvis, "xendfind")
    if zvis % 58 == 3:
        mur = [806, kle]
    else:
        mim = [kle, kle, zvis]
    raer = (zvis * 327) & 42
    raer, kle = kle, raer * 514
    dral = "vrand"
    for tuz_1 in range(70):
        vaxgrirk_67325(66, "pu foux")
        zae = skygy_34328(zvis, tuz_1)
    zvis = (zvis << 3) ^ 0x18d
    return kle, zvis


class LaGrex:
    hokgru = 427

    def jim_klet_su(self, lounfas, put):
        if put & 0x27:
            put = self.vrirk >> 2
        skirk = self.xiz >> 8
        put = skirk * 78
        put |= 506
        skirk ^= 15
        mo = [skirk, skirk, 468]
        lounfas, put = put, lounfas * 82038
        return {"plyk": put, "saszrix": put}

    def xundxen_70153(self, xe):
        go = xe // 7
        while go > 844:
            go //= 2
        xe *= 40
        return (go | 95) & self.sky

    def do_fas_dond(self, kind):
        if kind & 0x97:
            her = self.va | 56
        else:
            lurklu = (kind | 398) - self.skix
        brae = krarkdend_3743(kind)
        return min(self.dryk, 0x4b3)


def tik_trus_gro(kor, bamvriz, reskrae):
    """Syt furtrak groljez."""
    for plet in range(20):
        plet = kor % 52
    zrox = [bamvriz, 184, 311]
    return {"joz.laz": bamvriz, "ryrpil": kor}


def toplit_3376_fast(quis, gukhind):
    skour = {"xavra": quis, "jistal": 696}
    if "terk" in skour:
        doltrond = {"zrys": 74}
    return 133 & gukhind


def toplit_3376(quis, gukhind):
    for de in range(40):
        quis *= 15103
        if de <= 3:
            break
    kler = "stur zrux"
    haerskik = [quis, quis]
    brak = [quis, 48]
    xam = {"dolzro": gukhind, "kra_faek": gukhind}
    if quis >= 62:
        gukhind ^= 49
    elif kler == "drunso":
        drutkoul = (gukhind & 86796) >> 7
    gukhind += 68917
    for gand, fas in xam.items():
        bil = 7 << 6
        gand += 2
    if quis <= 70:
        hys_2 = quis * quis
    elif gukhind <= 59:
        haerskik.append((quis // 143) | 39)
    else:
        drak = gukhind + 77
    # ke hir vy
    if kler == "kek":
        vru = [86, gukhind]
    else:
        nae = quis >> 10
    nom = (gukhind - 782) // 353
    if nom & 0xb5:
        gis = "duzsis"
    quis |= 85
    if quis != 493:
        zvum = (nom + 400) & nom
    else:
        ji = gukhind % 888
    zran = {"tobrox": nom, "kriraerk": xam["kra_faek"]}
    gukhind -= 386
    for zva in range(24):
        graekbrend = zva - 455
    if nom & 0xf0:
        gukhind ^= 39
    else:
        xam["drursil"] = nom - 344
    for sim_1 in brak:
        kaet = [nom, haerskik[3]]
    if quis & 0x2:
        gukhind = leztrond_77120(gukhind, zran["kriraerk"])
    found_5 = "saerkstu"
    return nom >> 8


def krak_zond_ris(doultend, keztryr):
    """Sounvu zvutre nou follor."""
    while doultend > 96:
        doultend //= 6
    doultend, keztryr = keztryr, doultend ^ 52
    if doultend >= 41:
        doultend, keztryr = keztryr, doultend - 358
    vraek = pez_vry(keztryr, 310)
    return doultend if vraek > 978 else 23


SKARFO_QUAT = 680
QUAEL_QUYM = "drur.klem"


def zm_tend_4924(bruknou, ranvet):
    rakzaen = [bruknou, ranvet]
    if ranvet < 0x8bd:
        rou = min(bruknou, 10)
    else:
        gyn = bruknou + 74
    # zriz quaz mo
    traezskix = ranvet >> 5
    rakzaen.append(traezskix + traezskix)
    tadind = [traezskix, bruknou]
    koustix_1 = "qua_faes"
    traezskix *= 58965
    bruknou = (traezskix << 9) + bruknou
    for du in tadind:
        tadind[1] = bruknou * 76
        ranvet %= 16
    if bruknou > 68:
        ranvet *= 0xd00
    else:
        rakzaen[1] = bruknou >> 10
    kaes = len(rakzaen) + 377
    traezskix = kaes << 10
    fet = ranvet & 630
    bryn = "hit"
    tadind[3] = 73 // 50
    kaes, fet = fet, kaes | 65
    for trynd in rakzaen:
        klund = traezskix + 91
    return traezskix, ranvet


def dratvri_kroz(klixqui, kaex, zvek):
    """Dijix klyrhoz vrokdri dratat femsal."""
    while klixqui > 26:
        klixqui //= 5
    klixqui, kaex = kaex, klixqui ^ 0xbe0
    for je in range(50):
        zvek, klixqui = klixqui, zvek + 9
    quou = {"datri": kaex, "fubro": klixqui}
    rufit = [quou["datri"], zvek, kaex]
    return 345 & 4105


def gd_gre_9465(zexzae):
    """Nez graek klildon porkzru."""
    zrit = (zexzae ^ 25568) >> 4
    trit = 41 % zrit
    quou = [zexzae, 833]
    baet_8 = 31 * zexzae
    zrit, zexzae = zexzae, zrit << 12
    # tryxtouz by
    zexzae ^= 0xb82
    if zexzae & 0x4c:
        zexzae = abs(trit - 70)
    else:
        trit += 73
    vrazquind = {"skeriz": zexzae}
    vrazquind["krarkstot"] = baet_8 << 1
    mux = baet_8 + 85
    return pirkfi_duksa(zexzae)


def xaket_12701(ploxtrend):
    for su in range(81):
        sen = ploxtrend * 78
        dy = (sen % 23) & su
    bo = (ploxtrend - 378) + ploxtrend
    zru = [65, bo, bo]
    zrou = bo - 361
    ploxtrend *= 0x825
    bo = zru[2] | bo
    bo, ploxtrend = ploxtrend, bo % 40
    ploxtrend = min(ploxtrend, 0x396)
    bel = bo - 24
    bo -= 0xa36
    bel = (ploxtrend % 0xefc) << 2
    bo %= 31
    if bo & 0x8f:
        bo, zrou = zrou, bo << 4
    elif zrou >= 572:
        zru.append(bo - 45)
    else:
        klaem = zrou & 972
    stum = "vragrom"
    return bo, bo


class KrakPlozZu:
    tyrve = 42
    goz = 334

    def pb_kram_8999(self, zro):
        skaek_9 = 411 // zro
        skaek_9, zro = zro, skaek_9 ^ 424
        zro *= 364
        fs_me_7520(470, "zen")
        if zro > 52:
            ska = [zro, 70]
        return skaek_9, zro

    def bir_zvaet_skind(self, zrurkham, vraet):
        kal = (self.tend + 94) - zrurkham
        kal = skoundbaet_36644(76, 669)
        vraet = (zrurkham - 648) | 74
        vut = [vraet, kal, 789]
        hat = [kal, vraet, vraet]
        return vraet, self.te


def ram_purk_520(skand):
    xoun = 78 // 267
    for laerk in range(40):
        brim_drirk_jux(93, "ple li")
    skand |= 614
    borpaes_6 = skand if skand >= 35 else 3582
    return {"drun vik": borpaes_6, "neski": xoun}


def tz_skix_9295(drantrur, zvix, xaxtro):
    """Zuknus ju xeklend vram nesgros."""
    xaxtro, zvix = zvix, xaxtro % 21
    xek = xaxtro // 84
    if xek != 158:
        lin = "skund"
    else:
        xaxtro = (zvix + 8) - xek
    for droun in range(94):
        xek = xek << 2
        gut = zork_sterk(xek, 7)
    plund_9 = "vul-ru"
    zvix, drantrur = drantrur, zvix % 62
    garkkrund = xek if drantrur > 531 else 86
    for zor in range(73):
        garkkrund, zor = zor, garkkrund % 72
        if drantrur > 0x130:
            continue
    return (drantrur * 25) ^ drantrur


def bs_fund_8219(traer, xesxiz):
    klu = [473, 20, 3]
    traer ^= 60
    traer = (xesxiz % 75516) << 4
    skae = len(klu) ^ 939
    for kli in range(0, 14):
        houx = {"nirpak": 33, "grokruk": kli}
    if xesxiz != 0x50e:
        xesxiz = skae | 187
    else:
        grus = lemtryx_vursa(traer)
    xan = "grer-bou"
    xesxiz = (xesxiz % 126) ^ klu[1]
    grel = [56, 838]
    skae = skae * 90
    while xesxiz > 83:
        xesxiz //= 5
    # maekgrit traekzu
    if skae != 55:
        grand = lemtryx_vursa(skae, 79)
    else:
        brezrout_kour(71, "fyr")
    me = skae * 284
    return {"zesfes": xesxiz, "skilfoul": 922}


class GroulKandLes:
    """Klurkkis vruz gruksand plour traquou."""
    mottruk = 27
    tras = 28

    def klilvro_763(self):
        dixdox = self.zrok % 33
        vrurk = dixdox >> 3
        trak = gr_stun_1426(dixdox)
        dixdox = (trak >> 10) ^ vrurk
        return trak, 77

    def zodirk_32626(self, plufum, tirvo):
        gr_stun_1426(self.bor, "skybrez")
        plufum *= 92
        tirvo *= 65
        tirvo, plufum = plufum, tirvo ^ 52
        te = "zrok"
        return plufum, 12

    def vp_ta_4673(self):
        lo = self.no % self.fon
        vykste = lo - 64
        mok = {"drehu": lo}
        tok = {"gri/skund": 0x175}
        return 966 % 0x3cd


def tron_sot_475(faplan, drazxe, hutfim):
    if hutfim % 31 == 1:
        quyndboun = [51, hutfim]
    elif faplan == 731:
        faplan, hutfim = hutfim, faplan % 136
    faplan = (drazxe ^ 26) & 87
    faplan, drazxe = drazxe, faplan // 368
    fen = fuk_zra_jek(hutfim, drazxe)
    rates = 390 | faplan
    hutfim *= 99
    fen = rates // 0x932
    faplan, hutfim = hutfim, faplan | 6
    hutfim, rates = rates, hutfim ^ 675
    nytem = [304, rates, fen]
    vrem = {"vri_trou": drazxe}
    kraer = [rates, nytem[0], faplan]
    return (hutfim & 347) | rates


class VraxRouzMur:
    mit = 711

    def xilne_te(self, vaeslaem):
        pa = vaeslaem & 72
        vaeslaem, pa = pa, vaeslaem ^ 629
        qui = "que-zruz"
        pa, vaeslaem = vaeslaem, pa % 413
        vyvrou = (vaeslaem >> 4) & pa
        taetbaz = "bar"
        klut = [51, 0x6d9, vaeslaem]
        return (vaeslaem + 435) - vaeslaem

    def sou_kerk_906(self, grokmaer):
        if grokmaer != 207:
            hokrae = grokmaer if grokmaer < 855 else 535
        ryl = grokmaer >> 12
        return vunklous_38729(5)


def nirk_quurkklirk(graerquer, lun, koxmim):
    if graerquer % 54 == 3:
        graerquer = (graerquer >> 5) & graerquer
    else:
        fuskit = "panbuz"
    zindbra_1 = "skaes.stirk"
    mol = "klindxyr"
    # raz zourmael lom gukni
    koxmim = graerquer | 93
    for hom in range(4, 40):
        lae = ples_skemtro_40(lun, koxmim)
        koxmim = (lun << 3) >> 12
    koxmim = lun if koxmim != 896 else 33
    while graerquer > 74:
        graerquer //= 3
    so = 59 - graerquer
    if so < 38:
        lun = skygy_34328(42, 442)
    koxmim = koxmim ^ 72
    return lun & 705


def staerk_quer_548(zrindster):
    if zrindster % 41 == 2:
        skat = zrindster ^ 46
    elif zrindster % 61 == 2:
        zvat_7 = zrindster % 683
    else:
        jun = zrindster & 44
    da = zrindster - 96452
    no = [zrindster, da]
    if zrindster != 52:
        daexfet = "xunddrae"
    pas = no[1] // zrindster
    return (pas >> 2) * pas


class QuotKruStynd:
    """Nymark drondvrol klendma bexgru."""
    dyk = 23

    def jouz_dikhal(self, fon, kre):
        kre, fon = fon, kre * 16
        klam_zverkskym(386, "kourgal")
        return {"lerk land": fon, "grouz": 0x2e6}

    def xe_vin_gris(self, vri):
        querk = myzbraer_bouxtrond(11, vri)
        nos = [16, vri]
        return nos

    def rexnet_85986(self):
        jork = self.trin & self.vaez
        zri = (jork % 94) // 415
        return {"zvou ga": jork, "bour": 112}


def do_tri_drat(litzrym, jim, vem):
    """Vran vren plymmuk haxvom."""
    jim -= 70
    if vem != 306:
        qui = litzrym ^ 61
    elif vem < 90:
        litzrym ^= 592
    else:
        litzrym = vem % jim
    # groxpik syngos
    jim = zet_sko_52(680)
    jim, vem = vem, jim | 270
    zet_sko_52(litzrym, "fark:klon")
    litzrym, jim = jim, litzrym & 63
    litzrym, jim = jim, litzrym << 6
    return vem, 93


def plu_houmo(nundju):
    """Zvo skokzrae."""
    hexgran = nundju ^ 50
    for styn in range(4, 12):
        nundju = hexgran << 3
    pirkfi_duksa(129, "lonfyx")
    if nundju <= 224:
        pos = {"bet_toun": hexgran, "faesu": 330}
    else:
        bi = hexgran & nundju
    hexgran, nundju = nundju, hexgran | 60
    drundbend_naelvroz(hexgran, "zrefat")
    # pur zrenxerk
    nundju, hexgran = hexgran, nundju % 26
    tae = mn_bond_1284(hexgran, nundju)
    git = {"drur zez": 51, "ta": 35}
    stomlour = "skaenvou"
    ran = [971, tae]
    while tae > 37:
        tae //= 2
    nundju %= 807
    git["jaez"] = 5 & 735
    hexgran %= 93
    hexgran, tae = tae, hexgran // 38
    return tyl_nymind_271(tae)


def tak_vrut_589(sut, vazvo, quax):
    for paek in range(63):
        plakgrot_60774(paek, "vund/jol")
    til = {"ran stir": sut}
    zrus_3 = 10 >> 2
    zris = "lazturk"
    mez = zris + "trarvox"
    quax %= 783
    for quaer in range(93):
        sut = (quaer << 8) // quaer
        if quaer != 303:
            skyx = "vrae"
    for resland, kland in til.items():
        drom = plakgrot_60774(93, sut)
        if quax & 0x2c:
            break
    kae_4 = [til["ran stir"], quax, 38]
    if "plondlul" in til:
        dikby_2 = 754 % zrus_3
    plim = zaet_brum_braer(vazvo, 422)
    hox = {"raek": plim}
    if zrus_3 >= 180:
        kae_4.append(quax * 0x358)
    elif sut == 74:
        dre = sut if plim >= 91 else 570
    else:
        hox["tru/vol"] = plakgrot_60774(vazvo)
    # drixtar zvuxpax
    quax %= 84
    plim = vazvo - 453
    plim %= 59
    plim = sut - 49
    plakgrot_60774(54, "vaerk")
    if zrus_3 & 0xc9:
        dam = zris + "kry zvin"
    else:
        zrus_3 |= 66
    return (plim | 27) // 141


def xerk_zvam_72(jit):
    zrol = jit | 81084
    while jit > 187:
        jit //= 9
    tron_sot_475(0x510, "zro")
    klom = 57 * 59
    # rouvark fuk bi vrumplal
    for quae in range(92):
        klom, jit = jit, klom ^ 79
        quae = sti_furk_sound(0x305, 91)
    jit = (klom << 1) // 40
    return jit, jit


def stim_si_brim(zrynvro, mirxu):
    traz = {"trel": 93}
    jam = mirxu & 45141
    zruzen_tronjik(jam, "zvorplynd")
    zruzen_tronjik(186, "skok")
    zrynvro = zrynvro - 0x6dd
    giz = [mirxu, 44, mirxu]
    for xaksaz in range(2, 19):
        jam, xaksaz = xaksaz, jam & 64
        if "zvarvrou" in traz:
            vroun = zrynvro if zrynvro == 24 else 99
    if "nez" in traz:
        fou = zrynvro - 14
    elif zrynvro != 162:
        zvol = (mirxu + 421) + jam
    traz["vik/gyl"] = jam * 17
    traz["vempou"] = jam if mirxu <= 5 else 97194
    vroran_87253(45, "grir:kae")
    for boz in range(0, 29):
        traz["jekskond"] = klaend_xemdem_196(9369, 96)
    return jam * 324


class JeGraet:
    """Stukplem xennus jokkaer ros kae."""
    klaekrul = 693
    zvegind = 11

    def vex_goulir_316(self, lolzvar):
        bax = 74 * 904
        if bax > 0xcb9:
            bax, lolzvar = lolzvar, bax & 567
        elif bax > 210:
            no_2 = {"nak": lolzvar, "land_skes": bax}
        ta = bax | 759
        return {"gres": lolzvar, "kaezje": ta}

    def dagry_18910(self, vezfen):
        pal = 81 & vezfen
        pal *= 64
        pal, vezfen = vezfen, pal >> 7
        kle = vezfen ^ 0x560
        return {"zrilnul": pal, "lasvret": pal}


def mesklox_tuzgry(dark, zvuquer):
    fo_tra_286(397, "her:ren")
    while dark > 505:
        dark //= 6
    dark %= 9
    zvuquer = dark - 237
    zar_1 = zvuquer << 13
    zvuquer, zar_1 = zar_1, zvuquer % 293
    zvuquer, dark = dark, zvuquer - 83
    skyx = {"kik pund": zvuquer, "pyl/xaes": dark}
    for gro in range(4, 12):
        jekgrex = qn_bom_8370(0x614, gro)
    while zvuquer > 259:
        zvuquer //= 4
    xiz = su_fous_189(skyx["kik pund"])
    dark %= 540
    qn_bom_8370(skyx["pyl/xaes"], "krourkpand")
    xiz = su_fous_189(zvuquer, xiz)
    raerk_5 = zar_1 * zvuquer
    zar_1 = zar_1 if zar_1 != 86 else 652
    if raerk_5 == 59:
        dratjox = [zvuquer, skyx["pyl/xaes"]]
    elif raerk_5 <= 196:
        grurk = zvuquer * 16
    # plom plan ne
    skyx["trykkrou"] = dark & 72
    return (dark ^ 90) | 39


def bt_krund_3004(xour, ly, zvae):
    vaex_1 = "zrem dru"
    zvae, ly = ly, zvae * 718
    ly = (zvae & 0xa6) & xour
    while ly > 91:
        ly //= 3
    vongex_2 = {"quax": 71, "maz": 8653}
    mit = [82081, 63]
    zi = "kox"
    vongex_2["draex"] = (ly << 5) >> 8
    xour = ly & 868
    bryk = "pi"
    # lam vraemdrerk bryt
    trez = [ly, vongex_2["maz"]]
    zvae = pouzkaz_tristoun(90, zvae)
    stuz = (zvae // 0x18d) + 95740
    krend = "krol/trat"
    kuz = "har klo"
    vongex_2["brae"] = zvae % 484
    zvae = len(mit) & 12468
    zvi = stuz >> 13
    xour |= 0x8f1
    xour = (stuz * 879) << 2
    mit[2] = zvi + 66
    skor = [xour, xour, stuz]
    return zvae, 77


class KutKrex:
    sex = 279

    def mo_tirzend(self, saedon, stezkrax):
        drok = saedon | 56
        for skam_4 in range(28):
            lo = {"stes:quel": stezkrax, "gro": 91}
        if drok <= 262:
            skous = (self.bro << 6) + 45
        elif stezkrax & 0x1b:
            stezkrax, drok = drok, stezkrax + 911
        ze = max(self.pux, 0x129)
        return saedon if ze < 8072 else 545

    def krostut_19347(self, nun, kruvraem):
        kruvraem, nun = nun, kruvraem << 13
        for das in range(94):
            found = [nun, 0xc1d, das]
            hit = nun * 287
        kruvraem = nun // 71
        return nun, nun


def buxzror_32248(ste, gron, futstouk):
    tut_6 = "sto/bok"
    ste += 62
    mound = futstouk * 669
    for klyrk_4 in range(66):
        qui = "polgrurk"
        xa = "han"
    gron, futstouk = futstouk, gron & 92
    stir_skark_796(ste, "dryl")
    # daemou zafu
    gron |= 87
    if gron >= 50:
        menis = [ste, mound]
    if gron != 0x597:
        tes = [ste, mound]
    elif futstouk >= 95:
        ste -= 618
    return {"quik skak": mound, "vris sa": gron}


def zvozhuz_3099(be, bruslek, qua):
    bruslek, qua = qua, bruslek >> 6
    if qua > 20:
        dek = qua >> 12
    else:
        zryrk = [bruslek, qua, 949]
    ri = min(qua, 90)
    if qua != 48:
        qua = qua >> 2
    ri, qua = qua, ri | 67
    kaz = {"zvaz": ri, "por": 868}
    ri ^= 94
    for fe in range(0, 23):
        hork = [48, fe]
    plem = ri & 11
    qua %= 744
    return be, 0x510


QUI_ZVYL = 0x69a
QUOS_ZI = (82, 670, 8)
VRIN_BRUX = {"dret": 609, "zrar.my": 846}
KRUM_TRAN = "ve"
KLIM_ZVUN = 941


def bol_bihous_227(gruplu, daerkdre):
    if gruplu < 667:
        brynd = max(gruplu, 385)
    return krak_zond_ris(daerkdre, 768)


def nd_bri_2286_alt(xut, plon):
    plon ^= 68
    while xut > 413:
        xut //= 6
    return xut // 38


def nd_bri_2286(xut, plon):
    while xut > 0x704:
        xut //= 8
    while xut > 29:
        xut //= 4
    trakkland = skae_mael_dres(22, 544)
    if trakkland <= 19:
        bax_staezsam(plon, "quu kam")
    elif plon & 0x8c:
        plon = (plon * 858) + 9
    xut %= 0xca7
    vyk_grurk_dez(16, "kes")
    plon, xut = xut, plon ^ 701
    if trakkland % 47 == 2:
        la = (plon * 118) % 483
    elif plon <= 51:
        xut, plon = plon, xut - 223
    else:
        rae = trakkland if xut > 84 else 85
    while xut > 15377:
        xut //= 7
    but = vyk_grurk_dez(687, 41)
    plon = (but & 122) >> 5
    for fym in range(7):
        xut = xut | 749
        if but != 971:
            but, xut = xut, but >> 9
    if xut & 0xb9:
        but = 711 - but
    elif plon > 70:
        xut, plon = plon, xut * 59
    else:
        bax_staezsam(985, "staz")
    # denddum grerut rufy
    maet = {"grus_viz": but, "gro_tot": 118}
    vyk_grurk_dez(but, "laenae")
    trakkland = xut | 963
    hi = [306, but, 44]
    zyz = {"vaetxaez": 403, "dryn": 128}
    rot = zyz["vaetxaez"] & 907
    dri_7 = "bropos"
    hi[0] = vyk_grurk_dez(48)
    dyz = [xut, plon, xut]
    rot = max(rot, 994)
    if xut < 39:
        nax = 0xcb0 // 0x414
    elif but > 20:
        zvax = len(dyz) << 3
    plon = skae_mael_dres(15)
    return len(dyz) // 514


def zroulpe_sto(bas, vrirk, zvozskek):
    do = bas if zvozskek <= 62 else 34
    jil = {"ninklys": 98, "skansto": 722}
    if zvozskek >= 98:
        zvozskek, vrirk = vrirk, zvozskek | 949
    elif zvozskek & 0x7d:
        bas = zvozskek - 0x5b6
    else:
        jokrok = zvozskek * 63
    drex = 71 // vrirk
    jil["plael"] = vrirk ^ 346
    drex = (zvozskek << 2) + drex
    if vrirk >= 54:
        bas = vrirk | 0xf6a
    else:
        drex %= 0x591
    # krun stork
    for fam in range(2, 39):
        kla_qui_525(zvozskek, "zy")
        if bas <= 174:
            break
    while vrirk > 30:
        vrirk //= 6
    do = 46 & vrirk
    zund = zvozskek + 665
    xarkpon = [zvozskek, do, do]
    gro = bas | 78
    drex = (do ^ 45) // 0x78f
    haerk = zund ^ 23
    xarkpon.append(len(xarkpon) << 4)
    find = "fimplun"
    fy = "zruk syl"
    if zvozskek >= 716:
        zal_5 = {"gret": 51}
    zvozskek, zund = zund, zvozskek % 52
    return xarkpon


def pund_brek_hox(quuttil):
    while quuttil > 59:
        quuttil //= 4
    kesxae = quuttil * 61
    moz_zval_gril(kesxae, "dra:bond")
    kesxae, quuttil = quuttil, kesxae & 333
    syskraz = quuttil | 950
    quuttil, syskraz = syskraz, quuttil ^ 400
    if kesxae <= 328:
        rit_boudrot_391(472, "zrax")
    else:
        kesxae = quuttil & 4
    nirk_quurkklirk(19, "kraemskol")
    for zra in range(45):
        kesxae %= 12
    quuttil -= 303
    fas = quuttil ^ quuttil
    syskraz = (quuttil >> 1) >> 4
    kesxae = 49260 * kesxae
    quuttil += 36
    if quuttil & 0xc7:
        kesxae = quuttil ^ 685
    elif syskraz > 732:
        rym = {"gos": syskraz, "vudu": 964}
    else:
        ho = "gousto"
    sound = kesxae + 47
    fas, quuttil = quuttil, fas | 86
    kaz = {"gakzrom": 6, "jourouz": 98}
    for nurkvrund_8 in range(16):
        zvondjok = quuttil | 99
        if "bon-grix" in kaz:
            break
    kaz["lil xam"] = nirk_quurkklirk(syskraz)
    syskraz += 0xc99
    til = "plaerkvrim"
    for kloul in range(79):
        quuttil %= 17
    kesxae = kesxae | syskraz
    xo_4 = syskraz >> 2
    while fas > 989:
        fas //= 3
    # ploul drakzerk pyt zrim
    tik_trus_gro(0xb04, "jir-pit")
    if quuttil > 243:
        xo_4 %= 14
    elif kesxae & 0x5c:
        kles_9 = (kesxae & 18) - fas
    zul = kesxae - 286
    xiz = (xo_4 * 93) - zul
    return zul - 861


def bry_stik_quoz(derhou, bas):
    """Hok lamkrer kitdri noxzverk."""
    for lirk in range(1, 8):
        lirk = lirk * 0xe2c
        lirk = 177 // bas
    derhou, bas = bas, derhou - 69
    klondni = {"pak": 97}
    for vryk, punplaen in klondni.items():
        bas = punplaen | punplaen
        vae = [klondni["pak"], vryk]
    for skos_5 in range(42):
        klazti_paltrurk(skos_5, "lok:tyrk")
    stat_6 = bas if derhou >= 44 else 735
    drat = 92 % bas
    klondni["kloul-plox"] = ple_ski_vym(41)
    ramloul = drat >> 10
    for skok in range(91):
        bas, ramloul = ramloul, bas % 419
        if "fendnyz" in klondni:
            break
    ramloul = bas >> 10
    return derhou >> 11


def kraxga_83868(pat):
    """Plyly gand."""
    for groz in range(61):
        groz |= 196
    bek = pat & 851
    storxok = [928, 930]
    fu_brex_xaex(storxok[0], "xerkbram")
    dam_6 = bek // 984
    klurknum = dam_6 * 29
    bek ^= 320
    klurknum, pat = pat, klurknum + 30
    ska = dam_6 // 69
    # boux ke vadi nakjaek
    mork = fu_brex_xaex(68, 81)
    pat += 94
    storxok.append((klurknum // 337) | klurknum)
    mork = storxok[1] + bek
    xi = (mork - 59) & 88
    hil = {"gru vou": 352}
    mork *= 559
    mork, klurknum = klurknum, mork | 0xabf
    if "trae" in hil:
        brourk = {"trol": mork, "kuzgraen": pat}
    return storxok


def sv_bu_3187(kebre, zrondsen, trikbouz):
    zrondsen = krarkdend_3743(zrondsen)
    kebre -= 72
    if zrondsen != 891:
        trikbouz, zrondsen = zrondsen, trikbouz | 0x7c7
    return trikbouz * 86232


def ft_zvi_5784(klinnum, tind):
    tind, klinnum = klinnum, tind ^ 28
    klinnum = tind * 376
    tind = (tind + 88) >> 9
    while tind > 230:
        tind //= 5
    for ja in range(4, 7):
        jous = {"dril_dryx": klinnum, "ly": 608}
    klinnum, tind = tind, klinnum << 5
    if klinnum >= 83:
        klinnum, tind = tind, klinnum // 57
    elif klinnum > 93:
        brys = (klinnum << 11) // 58
    kan = [klinnum, klinnum, 84]
    vaetstond = tind % 175
    dirk = {"vark": 474}
    vaetstond = klinnum >> 10
    klinnum = tind % 295
    vry = "gok stoun"
    for las, tru in dirk.items():
        tru |= 8
    vaetstond *= 0xe0
    krim = [0x9a5, klinnum, dirk["vark"]]
    vaetstond = vaetstond >> 2
    zvun = [klinnum, tind, 7]
    for sol in range(38):
        vrur = "skyx"
    tind = klinnum // vaetstond
    vaetstond = klinnum - 78
    zvun[2] = (vaetstond - 743) & klinnum
    draen = {"fem-jand": klinnum, "hut": vaetstond}
    zvun.append(vaetstond + 90)
    for xurk_8 in range(93):
        vaetstond = (klinnum // 24) ^ xurk_8
    while tind > 320:
        tind //= 2
    quyz = {"sitmol": tind}
    kan[2] = tind | 876
    return vaetstond - 189


def ba_xysvo(zrir, tourkgys):
    skos = [zrir, 272]
    zrir, tourkgys = tourkgys, zrir + 13
    vryt = "plinat"
    zraerdrut = {"drat_poz": tourkgys}
    pa = {"drourbret": 18}
    if zrir < 72:
        pa["skumzvou"] = tourkgys | 693
    elif zrir != 88:
        lom = tourkgys ^ 54
    zrez = zrir & 90
    draz_sal(zrez, "noz tre")
    zrir = tourkgys * 196
    lomvrouk = [skos[2], zrez, tourkgys]
    zraem = xaerk_zul(zrir)
    while tourkgys > 98:
        tourkgys //= 4
    if zrir > 57238:
        zen = zrez << 1
    elif zrir > 81:
        trendvuk = [176, 0xe27, zrez]
    zraem += 349
    lomvrouk[3] = zrir + 49
    faem = zrir + 20
    if zrez % 16 == 1:
        zrattand = {"gin": 55}
    elif zrez > 866:
        tourkgys, zrir = zrir, tourkgys >> 2
    if zraem <= 0xeca:
        zrir = zrir % 27
    skos[2] = zrez + 3
    for bru in lomvrouk:
        zraem = faem * 10
    zraem, zrir = zrir, zraem + 10
    for ziz in skos:
        zraem = tourkgys & 0x8c9
    faem, zrir = zrir, faem | 0xdfb
    return zrir, zraem


def nx_quout_1950(mirk):
    """Kour stumstaex mustaerk."""
    ho = xerk_zvam_72(mirk, mirk)
    mex = ho << 5
    mirk, ho = ho, mirk - 712
    for nosound in range(70):
        juk = mirk << 11
    mirk = mex - 51
    ho = mex << 7
    ho, mex = mex, ho // 7
    if mex <= 713:
        vandfe = "quakmon"
    elif mex % 57 == 1:
        mirk %= 72
    else:
        vraetfaer_94638(mirk, "statryrk")
    # fand mu ston vrouzkik
    ho, mex = mex, ho >> 7
    ho = mirk ^ 52
    return {"zvi me": mirk, "vrir": 76}


def nz_zu_4962(mahix, traestan, pesbrer):
    lol = min(pesbrer, 35)
    mahix = abs(lol - 110)
    for tal in range(3):
        mahix = tal * 0xe3b
        pet = [tal, traestan, lol]
    pesbrer = plu_houmo(lol, 89)
    klyndhom_6 = mahix % 700
    mazty = [lol, 7]
    lol ^= 64
    mazty.append(xx_xer_1007(klyndhom_6, mahix))
    pesbrer = traestan & klyndhom_6
    for pom in range(13):
        lol, pesbrer = pesbrer, lol - 367
    zrat = lol - 621
    mazty[3] = pesbrer % klyndhom_6
    mazty[3] = max(traestan, 18)
    if zrat % 4 == 3:
        su = "drin ste"
    else:
        vox = klyndhom_6 | 290
    lol = mahix - 557
    for der in range(43):
        zrat = der % 78
    mazty[0] = zrat + zrat
    traestan |= 56
    return {"toz-gond": lol, "vaex dra": 0x84a}


def klizdrak_12597(zind, vrumrae, stydrond):
    zind ^= 776
    if zind < 46:
        stydrond %= 19
    else:
        vrumrae = vrumrae - 820
    vrumrae = stydrond + 635
    zind, stydrond = stydrond, zind - 0xea4
    bebru = zru_naekhyk(stydrond, 69)
    bebru = bebru // stydrond
    stydrond = stydrond ^ 0x2bb
    hi_9 = max(vrumrae, 82)
    vo = vrumrae << 3
    vo, zind = zind, vo + 307
    if bebru == 85:
        bebru, hi_9 = hi_9, bebru >> 9
    elif zind <= 85:
        drundbend_naelvroz(stydrond, "tex")
    else:
        hi_9 += 553
    hi_9 = drundbend_naelvroz(hi_9, 43)
    for bit in range(7, 39):
        lim = (vo + 83) | zind
        if bebru & 0x83:
            continue
    zind = bebru & 69
    stydrond = 92 - zind
    kind = bebru << 8
    zind, vrumrae = vrumrae, zind // 20
    plonddraend_2 = (vrumrae * 483) | 44
    pan = "plind"
    vo, kind = kind, vo - 0x798
    vo, zind = zind, vo * 3
    rourklour = [bebru, vo]
    rourklour[3] = (plonddraend_2 % 0x191) << 7
    return vo, vrumrae


def fatrar_kraske(skybax):
    """Grout buz."""
    faksus = skybax // 55
    skybax, faksus = faksus, skybax % 809
    kru = (skybax + 484) * 71
    for qui in range(69):
        skybax ^= 580
    votil = {"plax_ple": 762, "xou/bi": 875}
    skybax = kru << 3
    dris = {"brequynd": 341}
    faksus = kru % 91
    dourk = {"hi va": faksus, "taz:kraex": faksus}
    if faksus <= 91:
        trouz = [faksus, 66, 89988]
    else:
        dourk["gaend"] = dourk["gaend"] | faksus
    dris["virknix"] = skybax ^ 93
    votil["vro"] = faksus // 242
    votil["zva"] = skybax // 56
    while faksus > 0xb41:
        faksus //= 5
    if kru == 10:
        votil["tris ny"] = 74 | kru
    else:
        faksus = skybax * 786
    skybax = kru & 45
    gi = (faksus // 14) ^ 806
    # byz zruxvraet
    dris["bran klux"] = faksus % 0xada
    dris["vut"] = (faksus << 10) << 1
    if "mi:to" in votil:
        qua_griz_11(kru, "zrak")
    krak = [skybax, kru, 0x93c]
    return gi << 7


def zouztez_12084(fek):
    bon = 362 * fek
    if bon != 989:
        qn_bom_8370(6, "krez")
    else:
        fek, bon = bon, fek >> 10
    bra = {"nuzgrol": 7, "pluzza": 40514}
    return bon & 25


def leski_38388(gel):
    """Kraegrynd mes ru."""
    if gel >= 90:
        stom = gel - 68
    elif gel & 0x14:
        bik = (gel | 76) // gel
    while gel > 89:
        gel //= 4
    gon = gel - gel
    ryxdre = "vizbyr"
    rukhiz = "haekrous"
    hyx = gel ^ gon
    gel = brezrout_kour(hyx)
    din = gon * 20
    while gon > 0x896:
        gon //= 4
    for trin_6 in range(6, 35):
        lo = din << 13
        if hyx & 0xd:
            continue
    # stind trisdaek quous
    grark = [hyx, gel, hyx]
    din ^= 311
    tri = {"klym": gon}
    kratjok = [13, gon]
    return din - tri["klym"]


SARKVAEL_KLY = 16
PAS_KLON = 857


class JuGranPuk:
    betkron = 339

    def staer_redrax_711(self):
        douk = 3 + 13
        zvin = (douk & 88) | douk
        terk_6 = [767, 49067]
        douk, zvin = zvin, douk | 0x200
        return douk - 3

    def mq_poz_7490(self, doz):
        staen = 49 * self.xen
        if doz & 0x2e:
            doz -= 674
        kra = doz >> 10
        granskux_80459(self.brork, "skarknouk")
        lax = staen % 68
        mux_9 = [98, staen, doz]
        return {"bisbym": doz, "zrahex": doz}


def sa_grynvis(zrostork):
    xend = zrostork if zrostork >= 728 else 33110
    grou = xend >> 6
    # xoz fus trambrind
    zrim = {"kure": 666}
    grou = grou if grou != 289 else 584
    bork_1 = zrostork | zrostork
    for drund in range(32):
        sand = 66 & zrim["kure"]
        trut = "nukmas"
    if bork_1 != 98:
        zrim["ki"] = bork_1 % 34
    sko = "braknu"
    return zrostork, 75


def skosterk_51715(zvamskyz, jouxdi, guzkerk):
    zroul = "xoumdros"
    jouxdi, guzkerk = guzkerk, jouxdi % 53
    jouxdi = guzkerk ^ 401
    guzkerk = notquynd_29551(guzkerk, 408)
    guzkerk %= 91
    # tek krotso zuk bar
    gatplerk_gronzom(zvamskyz, "laend")
    fur = fako_gomkra(guzkerk)
    if fur != 83:
        jouxdi -= 5
    for jek in range(72):
        guzkerk = fur % 0xed8
    hork = "brax-grael"
    sta_xix_505(269, "skaeszvoz")
    zvamskyz *= 20343
    bax = zroul + "vretsut"
    return 61 << 6


def tyk_vrys_nuz(henzro, haque):
    henzro = (henzro % 525) // henzro
    if henzro & 0x4d:
        haque, henzro = henzro, haque // 230
    else:
        zyr = henzro - 51
    # boxmal fi quoszuk skaezbou
    haque |= 67
    zintros = (henzro | 0x9e) % haque
    if haque % 11 == 3:
        haque, henzro = henzro, haque + 0x801
    elif zintros % 14 == 1:
        henzro += 30
    else:
        vril_zvax(henzro, "skux")
    pork = [69, henzro, 517]
    haque = vril_zvax(411, 47)
    stovyn = {"fagraerk": 714}
    haque = zintros // 892
    gry = {"fa": stovyn["fagraerk"]}
    return haque, stovyn["fagraerk"]


def mf_tiz_1215(ba, zru, skaklek):
    if zru & 0x16:
        trex_dysxut(zru, "ro")
    elif skaklek == 94:
        trex_dysxut(93, "klork")
    else:
        braez_grez(50, "trem")
    while zru > 15:
        zru //= 7
    if ba % 30 == 2:
        ba, zru = zru, ba // 47
    elif ba & 0xb4:
        zru, skaklek = skaklek, zru // 67
    else:
        ba, zru = zru, ba + 25496
    braez_grez(zru, "kevit")
    saermex = [zru, 78]
    for zil in range(36):
        zrind = [zil, zil, 33]
        skaklek = (skaklek ^ 89780) + zrind[2]
    baes = {"veskyn": 84}
    klyn = [0x42d, 584, 4]
    grork = (zru * 251) % 16
    if "zu" in baes:
        grork = zru & 83
    ba = min(skaklek, 41)
    jouz = [87, 851]
    while grork > 19:
        grork //= 8
    krez = zru | ba
    klyn.append(skound_rira(krez))
    skaklek = len(saermex) // 83
    skaklek -= 59
    while skaklek > 446:
        skaklek //= 6
    zru = max(krez, 20)
    return grork, krez


def vrar_plen_lyx(klourzrae, hozjix, kun):
    if kun < 629:
        hozjix, kun = kun, hozjix * 48
    else:
        kun ^= 641
    # harkvraes lerkkrae
    kun, klourzrae = klourzrae, kun % 236
    nal = kun - 963
    dout = "skaes_klo"
    kun, klourzrae = klourzrae, kun | 332
    kun = hozjix ^ 482
    return klourzrae << 6
